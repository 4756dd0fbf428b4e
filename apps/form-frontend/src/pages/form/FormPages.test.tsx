// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentAnswer, DEFINITION, ME_OK, PATHS } from "../../test/answer-stubs";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { linkedSession, loggedInUser, renderApp } from "../../test/render-app";

const ME_OUT = { path: PATHS.me, ...apiError(401, "UNAUTHENTICATED", "ログインしてください。") };
const title = () => screen.findByRole("heading", { level: 1, name: "2026年度 入学願書" });
const loggedIn = () => linkedSession({ login: true, formUser: loggedInUser });

describe("form screens (spec §2.2)", () => {
  it("/{formId}/answer shows the form's state, description and items", async () => {
    stubFetch([ME_OUT, DEFINITION]);
    renderApp("/12/answer", linkedSession());
    await title();
    expect(screen.getByTestId("reception").textContent).toBe("受付状況: 受付中");
    expect(await screen.findByText(/ログインすると、回答の一時保存/)).toBeTruthy();
    expect(await screen.findByRole("textbox", { name: "氏名 必須" })).toBeTruthy();
    expect(await screen.findByText("必要事項を入力してください。")).toBeTruthy();
    // A visitor cannot save midway.
    expect(screen.queryByRole("button", { name: "一時保存" })).toBeNull();
  });

  it("asks a logged-out visitor to log in when the form requires an account", async () => {
    stubFetch([ME_OUT, DEFINITION]);
    const session = linkedSession();
    session.form = { ...session.form!, isAccountRegistration: true };
    renderApp("/12/answer", session);
    expect(await screen.findByRole("dialog", { name: "ログイン" }, { timeout: 4000 })).toBeTruthy();
    expect(
      await screen.findByText("このフォームに回答するには、ログイン（アカウント登録）が必要です。"),
    ).toBeTruthy();
    const toConfirm = await screen.findByRole("button", { name: "確認画面へ", hidden: true });
    expect((toConfirm as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a closed form as not taking answers, its fields read only", async () => {
    stubFetch([
      ME_OUT,
      {
        ...DEFINITION,
        body: { ...DEFINITION.body, reception: "CLOSED", closedMessageHtml: "<p>受付は終了しました。</p>" },
      },
    ]);
    const session = linkedSession();
    session.form = { ...session.form!, reception: "CLOSED" };
    renderApp("/12/answer", session);
    await title();
    expect(await screen.findByText("このフォームは現在、回答を受け付けていません。")).toBeTruthy();
    expect(await screen.findByText("受付は終了しました。")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "氏名 必須" }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole("button", { name: "確認画面へ" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a remand prominently with the school's message", async () => {
    stubFetch([
      ME_OK,
      DEFINITION,
      currentAnswer({ answerStatus: 4, remandMessage: "写真を貼り替えてください。" }),
    ]);
    const session = loggedIn();
    session.form = { ...session.form!, answer: { answerStatus: 4 } };
    renderApp("/12/answer", session);
    await title();
    expect(screen.getByTestId("answer-status").textContent).toBe("回答状況: 差し戻し");
    expect((await screen.findByTestId("remand-message")).textContent).toBe("写真を貼り替えてください。");
    expect(screen.getByText("回答が差し戻されました")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "氏名 必須" }) as HTMLInputElement).value).toBe("山田 花子");
  });

  it("explains a form unpublished while answering and keeps the typed input", async () => {
    localStorage.setItem(
      "gakumu.form-answer-input.12",
      JSON.stringify({ values: { name: "山田" }, formUserId: null, savedAt: "2026-01-01T00:00:00Z" }),
    );
    stubFetch([
      ME_OUT,
      { path: PATHS.definition, ...apiError(404, "NOT_FOUND", "このフォームは現在公開されていません。") },
    ]);
    renderApp("/12/answer", linkedSession());
    expect(await screen.findByText("このフォームは現在公開されていません。")).toBeTruthy();
    expect(screen.getByText(/入力途中の内容はこの端末に保存されています/)).toBeTruthy();
    expect(localStorage.getItem("gakumu.form-answer-input.12")).toContain("山田");
  });

  it("/{formId}/blank-page leads on to the answer screen", async () => {
    stubFetch([ME_OUT, DEFINITION]);
    const { memoryHistory } = renderApp("/12/blank-page", linkedSession());
    await title();
    expect(memoryHistory.location.pathname).toBe("/12/answer");
  });

  it("/{formId}/answered shows the sent answer and offers to edit it while allowed", async () => {
    stubFetch([
      ME_OK,
      DEFINITION,
      currentAnswer({
        answerStatus: 1,
        receiptNo: 1024,
        lastSubmittedAt: "2026-02-01T03:04:00Z",
        editDeadline: "2026-03-01T14:59:00Z",
      }),
    ]);
    const { memoryHistory } = renderApp("/12/answered", loggedIn());
    expect(await screen.findByRole("heading", { level: 2, name: "回答済みです" })).toBeTruthy();
    expect((await screen.findByTestId("receipt-no")).textContent).toBe("1024");
    expect(screen.getByText("山田 花子")).toBeTruthy();
    expect(screen.getByText("送信日時：2026/02/01 12:04")).toBeTruthy();
    expect(screen.getByText("2026/03/01 23:59まで回答を修正できます。")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "回答を修正する" }));
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answer"));
    expect(((await screen.findByRole("textbox", { name: "氏名 必須" })) as HTMLInputElement).value).toBe(
      "山田 花子",
    );
  });

  it("/{formId}/answer of a sent answer that can no longer change goes to the answered screen", async () => {
    stubFetch([ME_OK, DEFINITION, currentAnswer({ answerStatus: 3, receiptNo: 7, editable: false })]);
    const { memoryHistory } = renderApp("/12/answer", loggedIn());
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answered"));
    expect(await screen.findByText("この回答は修正できません。")).toBeTruthy();
  });

  it.each(["/99/answer", "/abc/answer", "/12/answered"])(
    "%s without its link goes to /not-found",
    async (path) => {
      stubFetch([ME_OUT]);
      const { memoryHistory } = renderApp(
        path,
        path.startsWith("/12") ? linkedSession({ form: null }) : linkedSession(),
      );
      await waitFor(() => expect(memoryHistory.location.pathname).toBe("/not-found"));
    },
  );
});
