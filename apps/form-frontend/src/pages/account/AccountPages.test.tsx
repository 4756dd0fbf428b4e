// @vitest-environment jsdom
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANSWER_INPUT_STORAGE_PREFIX } from "../../session/answer-input";
import { formSession } from "../../session/form-session";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { fill, fillAndEnter } from "../../test/fill";
import { linkedSession, loggedInUser, renderApp } from "../../test/render-app";

const toasts = vi.spyOn(notifications, "show");
afterEach(() => toasts.mockClear());

const ME = "/app/form-api/form-user/me";
const profile = {
  ...loggedInUser,
  name: "山田 花子",
  nameKana: "ヤマダ　ハナコ",
  telNo: "090-1234-5678",
  version: 3,
};
const loggedIn = () => linkedSession({ login: true, formUser: loggedInUser, loginPage: "form" });

describe("mypage (spec §2.2)", () => {
  it("greets the user and shows the linked form with its status", async () => {
    stubFetch([{ path: ME, body: loggedInUser }]);
    const session = loggedIn();
    session.form = { ...session.form!, answer: { answerStatus: 1 } };
    renderApp("/mypage/KEY-abcdefghijklmnopqrstuvwxyz012345", session);
    expect(await screen.findByText("hanako@example.jpのマイページです。")).toBeTruthy();
    const card = screen.getByRole("article", { name: "2026年度 入学願書" });
    expect(card.textContent).toContain("回答済み");
    expect(screen.getByRole("link", { name: "フォームを開く" }).getAttribute("href")).toBe("/12/answered");
    await waitFor(() => expect(formSession.get().loginPage).toBe("mypage"));
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
            reception: "OPEN",
          },
          route: "/30/answer",
        },
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

describe("form list (spec §2.2)", () => {
  it("filters by a keyword kept in the session (formListSearchCondition)", async () => {
    stubFetch([{ path: ME, body: loggedInUser }]);
    renderApp("/formlist", loggedIn());
    expect(await screen.findByRole("article", { name: "2026年度 入学願書" })).toBeTruthy();
    await fillAndEnter(screen.getByLabelText("キーワード"), "オープンキャンパス");
    expect(await screen.findByText("該当するフォームはありません。")).toBeTruthy();
    expect(formSession.get().formListSearchCondition).toEqual({ keyword: "オープンキャンパス" });
    // Full-width and half-width compare alike.
    await fillAndEnter(screen.getByLabelText("キーワード"), "２０２６");
    expect(await screen.findByRole("article", { name: "2026年度 入学願書" })).toBeTruthy();
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
    const { router } = renderApp("/profile", loggedIn());
    fill(await screen.findByLabelText("氏名"), "山田 太郎");
    fireEvent.click(screen.getByRole("link", { name: "マイページ" }));
    expect(
      await screen.findByText("変更内容が保存されません。このページを離れてもよろしいですか？"),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "いいえ" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
  });

  it("asks a logged-out visitor to log in", async () => {
    stubFetch([{ path: ME, ...apiError(401, "UNAUTHENTICATED", "x") }]);
    renderApp("/profile", linkedSession());
    expect(await screen.findByText("この画面を表示するには、ログインしてください。")).toBeTruthy();
  });
});
