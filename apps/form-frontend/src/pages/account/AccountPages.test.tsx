// @vitest-environment jsdom
import type { MyAnswer } from "@gakumu/domain";
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ResolvedAccessKey } from "../../api/form-api";
import { ANSWER_INPUT_STORAGE_PREFIX } from "../../session/answer-input";
import { formSession } from "../../session/form-session";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { fill } from "../../test/fill";
import { linkedSession, loggedInProfile, loggedInUser, renderApp } from "../../test/render-app";

const toasts = vi.spyOn(notifications, "show");
afterEach(() => toasts.mockClear());

const ME = "/app/form-api/form-user/me";
const profile = {
  ...loggedInProfile,
  name: "山田 花子",
  nameKana: "ヤマダ　ハナコ",
  telNo: "090-1234-5678",
  version: 3,
};
const loggedIn = () => linkedSession({ login: true, formUser: loggedInUser, loginPage: "form" });

const MY_ANSWERS: MyAnswer[] = [
  {
    answerId: 5,
    formId: 12,
    formTitle: "2026年度 入学願書",
    formType: "APPLICATION",
    answerStatus: 1,
    receiptNo: 1024,
    lastSubmittedAt: "2026-02-01T03:04:00Z",
    updatedAt: "2026-02-01T03:04:00Z",
    answerPeriodEnd: "2026-03-31T14:59:00Z",
    editDeadline: "2026-03-01T14:59:00Z",
    editable: true,
    reception: "OPEN",
    remandMessage: null,
  },
  {
    answerId: 6,
    formId: 30,
    formTitle: "オープンキャンパス申込",
    formType: "OC",
    answerStatus: 4,
    receiptNo: 88,
    lastSubmittedAt: "2026-01-10T00:00:00Z",
    updatedAt: "2026-01-11T00:00:00Z",
    answerPeriodEnd: null,
    editDeadline: null,
    editable: true,
    reception: "OPEN",
    remandMessage: "参加人数をご確認ください。",
  },
];

describe("mypage (spec §2.2)", () => {
  it("greets the user, shows the linked form and lists the user's answers", async () => {
    stubFetch([
      { path: ME, body: loggedInProfile },
      { path: "/app/form-api/form-answer/mine", body: { answers: MY_ANSWERS } },
    ]);
    const session = loggedIn();
    session.form = { ...session.form!, answer: { answerStatus: 1 } };
    renderApp("/mypage/KEY-abcdefghijklmnopqrstuvwxyz012345", session);
    expect(await screen.findByText("hanako@example.jpのマイページです。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "フォームを開く" }).getAttribute("href")).toBe("/12/answered");
    const oc = await screen.findByRole("article", { name: "オープンキャンパス申込" });
    expect(within(oc).getByTestId("my-answer-status").textContent).toBe("回答状況: 差し戻し");
    expect(within(oc).getByText("参加人数をご確認ください。")).toBeTruthy();
    expect(within(oc).getByRole("button", { name: "続きから回答する" })).toBeTruthy();
    const [, sent] = screen.getAllByRole("article", { name: "2026年度 入学願書" });
    expect(within(sent!).getByText("受付番号：1024")).toBeTruthy();
    expect(within(sent!).getByText("回答期限：2026/03/31 23:59")).toBeTruthy();
    expect(within(sent!).getByText("修正期限：2026/03/01 23:59")).toBeTruthy();
    expect(within(sent!).getByRole("button", { name: "回答を見る" })).toBeTruthy();
    await waitFor(() => expect(formSession.get().loginPage).toBe("mypage"));
  });

  it("opens an answer through a link of the user's own (form-list/open → /redirect)", async () => {
    const server = stubFetch([
      { path: ME, body: loggedInProfile },
      { path: "/app/form-api/form-answer/mine", body: { answers: MY_ANSWERS } },
      { method: "POST", path: "/app/form-api/form-list/open", body: { accessKey: "OWN-KEY" } },
    ]);
    const { memoryHistory } = renderApp("/mypage", loggedIn());
    fireEvent.click(await screen.findByRole("button", { name: "続きから回答する" }));
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/redirect"));
    expect(memoryHistory.location.search).toBe("?accessKey=OWN-KEY");
    expect(server.to("/app/form-api/form-list/open")[0]?.json).toMatchObject({ formId: 30 });
  });

  it("offers login and registration to a logged-out visitor", async () => {
    stubFetch([{ path: ME, ...apiError(401, "UNAUTHENTICATED", "x") }]);
    renderApp("/mypage", linkedSession());
    fireEvent.click(await screen.findByRole("button", { name: "新規登録" }));
    expect(await screen.findByRole("dialog", { name: "新規登録" })).toBeTruthy();
  });

  it("resolves another link's key to name its organisation", async () => {
    const server = stubFetch([
      { path: ME, ...apiError(401, "UNAUTHENTICATED", "x") },
      {
        path: "/app/form-api/access-key/resolve",
        body: {
          organization: { name: "学務中学校", organizationCd: "gakumu-jh", processMode: 0 },
          form: {
            formId: 30,
            formCd: "F30",
            formType: "OC",
            title: "オープンキャンパス",
            loginRequired: 0,
            accountRegistrationRequired: false,
            reception: "OPEN",
          },
          accessKey: { dataType: "FORM", expiresAt: null, inviteeName: null, inviteeMailAddress: null },
          route: "/30/answer",
          senderMailAddress: "",
          analytics: { ga4Ids: [], gtmIds: [] },
        } satisfies ResolvedAccessKey,
      },
    ]);
    renderApp("/mypage/OTHER-abcdefghijklmnopqrstuvwxyz0123", linkedSession());
    await waitFor(() => expect(screen.getByTestId("organization-name").textContent).toBe("学務中学校"));
    expect(server.to("/app/form-api/access-key/resolve")[0]?.headers["x-access-key"]).toBe(
      "OTHER-abcdefghijklmnopqrstuvwxyz0123",
    );
    expect(formSession.get()).toMatchObject({
      accessKey: "OTHER-abcdefghijklmnopqrstuvwxyz0123",
      loginPage: "mypage",
    });
  });
});

const LISTED = [
  {
    formId: 12,
    title: "2026年度 入学願書",
    formType: "APPLICATION",
    reception: "OPEN",
    answerPeriodStart: "2026-01-05T00:00:00Z",
    answerPeriodEnd: "2026-03-31T14:59:00Z",
    answerStatus: 2,
  },
];

describe("form list (spec §2.2)", () => {
  it("searches the server with a condition kept in the session (formListSearchCondition)", async () => {
    const server = stubFetch([
      { path: ME, body: loggedInProfile },
      { path: /^\/app\/form-api\/form-list\?(?!.*keyword=)/, body: { forms: LISTED } },
      { path: /^\/app\/form-api\/form-list\?.*keyword=/, body: { forms: [] } },
    ]);
    renderApp("/formlist", loggedIn());
    const card = await screen.findByRole("article", { name: "2026年度 入学願書" });
    expect(within(card).getByText("一時保存")).toBeTruthy();
    expect(within(card).getByText("出願")).toBeTruthy();
    expect(server.to("/app/form-api/form-list")[0]?.query.get("openOnly")).toBe("true");
    fill(screen.getByLabelText("キーワード"), "オープンキャンパス");
    fireEvent.change(screen.getByLabelText("種類"), { target: { value: "OC" } });
    fireEvent.click(screen.getByLabelText("受付中のフォームのみ"));
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    expect(await screen.findByText("該当するフォームはありません。")).toBeTruthy();
    expect(formSession.get().formListSearchCondition).toEqual({
      keyword: "オープンキャンパス",
      formType: "OC",
      openOnly: false,
    });
    const last = server.to("/app/form-api/form-list").at(-1)!;
    expect(Object.fromEntries(last.query)).toMatchObject({
      keyword: "オープンキャンパス",
      formType: "OC",
      openOnly: "false",
    });
  });

  it("comes back to the saved condition", async () => {
    const server = stubFetch([
      { path: ME, body: loggedInProfile },
      { path: "/app/form-api/form-list", body: { forms: [] } },
    ]);
    renderApp("/formlist", loggedIn());
    formSession.set({
      ...formSession.get(),
      formListSearchCondition: { keyword: "願書", formType: "AO", openOnly: true },
    });
    await waitFor(() => expect(server.to("/app/form-api/form-list").length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(server.to("/app/form-api/form-list").at(-1)?.query.get("keyword")).toBe("願書"),
    );
  });
});

describe("profile (spec §2.2)", () => {
  it("clears the saved input state on entry", async () => {
    stubFetch([{ path: ME, body: profile }]);
    localStorage.setItem(`${ANSWER_INPUT_STORAGE_PREFIX}12`, "{}");
    localStorage.setItem("gakumu.language", "ja");
    renderApp("/profile", loggedIn());
    await screen.findByRole("heading", { name: "プロフィール" });
    expect(localStorage.getItem(`${ANSWER_INPUT_STORAGE_PREFIX}12`)).toBeNull();
    expect(localStorage.getItem("gakumu.language")).toBe("ja");
  });

  it("shows and saves the profile through the form-user API", async () => {
    const server = stubFetch([
      { path: ME, body: profile },
      { method: "PUT", path: ME, body: { ...profile, telNo: "03-1234-5678", version: 4 } },
    ]);
    renderApp("/profile", loggedIn());
    const tel = await screen.findByLabelText("電話番号");
    expect((screen.getByLabelText("ログインID（メールアドレス）") as HTMLInputElement).value).toBe(
      "hanako@example.jp",
    );
    expect((screen.getByLabelText("氏名") as HTMLInputElement).value).toBe("山田 花子");
    fill(tel, "abc");
    fireEvent.click(screen.getByRole("button", { name: "保存する" }));
    expect(await screen.findByText("電話番号の形式で入力してください")).toBeTruthy();
    fill(screen.getByLabelText("電話番号"), "03-1234-5678");
    fireEvent.click(screen.getByRole("button", { name: "保存する" }));
    await waitFor(() => expect(server.to(ME, "PUT")).toHaveLength(1));
    expect(server.to(ME, "PUT")[0]?.json).toMatchObject({
      name: "山田 花子",
      nameKana: "ヤマダ　ハナコ",
      telNo: "03-1234-5678",
      version: 3,
    });
    await waitFor(() =>
      expect(toasts.mock.calls.map((c) => (c[0] as { message: string }).message)).toContain(
        "プロフィールを更新しました。",
      ),
    );
  });

  it("asks before leaving with unsaved edits", async () => {
    stubFetch([{ path: ME, body: profile }]);
    const { memoryHistory } = renderApp("/profile", loggedIn());
    fill(await screen.findByLabelText("氏名"), "山田 太郎");
    fireEvent.click(screen.getByRole("link", { name: "マイページ" }));
    expect(
      await screen.findByText("変更内容が保存されません。このページを離れてもよろしいですか？"),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "いいえ" }));
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/profile"));
  });

  it("asks a logged-out visitor to log in", async () => {
    stubFetch([{ path: ME, ...apiError(401, "UNAUTHENTICATED", "x") }]);
    renderApp("/profile", linkedSession());
    expect(await screen.findByText("この画面を表示するには、ログインしてください。")).toBeTruthy();
  });
});
