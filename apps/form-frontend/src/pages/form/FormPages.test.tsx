// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formSession } from "../../session/form-session";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { linkedSession, loggedInUser, renderApp } from "../../test/render-app";

const ME = {
  path: "/app/form-api/form-user/me",
  ...apiError(401, "UNAUTHENTICATED", "ログインしてください。"),
};
const ME_OK = { path: "/app/form-api/form-user/me", body: loggedInUser };
const title = () => screen.findByRole("heading", { level: 1, name: "2026年度 入学願書" });

describe("form screens (spec §2.2)", () => {
  it("/{formId}/answer shows the form's title and state and leads to the confirmation", async () => {
    stubFetch([ME]);
    const { router } = renderApp("/12/answer", linkedSession());
    await title();
    expect(screen.getByTestId("reception").textContent).toBe("受付状況: 受付中");
    expect(screen.getByText(/ログインすると、回答の一時保存/)).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "入力内容を確認する" }));
    expect(await screen.findByRole("heading", { level: 2, name: "入力内容の確認" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/12/answer-confirm");
    fireEvent.click(screen.getByRole("link", { name: "入力画面に戻る" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/12/answer"));
  });

  it("asks a logged-out visitor to log in when the form requires an account", async () => {
    stubFetch([ME]);
    const session = linkedSession();
    session.form = { ...session.form!, isAccountRegistration: true };
    renderApp("/12/answer", session);
    expect(await screen.findByRole("dialog", { name: "ログイン" })).toBeTruthy();
    expect(
      screen.getByText("このフォームに回答するには、ログイン（アカウント登録）が必要です。"),
    ).toBeTruthy();
    expect((screen.getByRole("button", { name: "入力内容を確認する" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() => expect(formSession.get().loginPage).toBe("form"));
  });

  it("shows a closed form as not taking answers", async () => {
    stubFetch([ME]);
    const session = linkedSession();
    session.form = { ...session.form!, reception: "CLOSED" };
    renderApp("/12/answer", session);
    await title();
    expect(screen.getByText("このフォームは現在、回答を受け付けていません。")).toBeTruthy();
    expect(screen.getByTestId("reception").textContent).toBe("受付状況: 受付終了");
    expect((screen.getByRole("button", { name: "入力内容を確認する" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows the logged-in user's answer status", async () => {
    stubFetch([ME_OK]);
    const session = linkedSession({ login: true, formUser: loggedInUser });
    session.form = { ...session.form!, answer: { answerStatus: 4 } };
    renderApp("/12/answer", session);
    await title();
    expect(screen.getByTestId("answer-status").textContent).toBe("回答状況: 差し戻し");
  });

  it("/{formId}/blank-page leads on to the answer screen", async () => {
    stubFetch([ME]);
    const { router } = renderApp("/12/blank-page", linkedSession());
    await title();
    expect(router.state.location.pathname).toBe("/12/answer");
  });

  it("/{formId}/answer-complete thanks the user and links the mypage", async () => {
    stubFetch([ME_OK]);
    renderApp("/12/answer-complete", linkedSession({ login: true, formUser: loggedInUser }));
    expect(await screen.findByRole("heading", { level: 2, name: "回答を送信しました" })).toBeTruthy();
    expect(screen.getByText("ご回答ありがとうございました。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "マイページへ" }).getAttribute("href")).toBe(
      "/mypage/KEY-abcdefghijklmnopqrstuvwxyz012345",
    );
  });

  it("/{formId}/answered says the form is answered", async () => {
    stubFetch([ME_OK]);
    renderApp("/12/answered", linkedSession({ login: true, formUser: loggedInUser }));
    expect(await screen.findByRole("heading", { level: 2, name: "回答済みです" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "マイページへ" })).toBeTruthy();
  });

  it.each(["/99/answer", "/abc/answer", "/12/answered"])(
    "%s without its link goes to /not-found",
    async (path) => {
      stubFetch([ME]);
      const { router } = renderApp(
        path,
        path.startsWith("/12") ? linkedSession({ form: null }) : linkedSession(),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe("/not-found"));
    },
  );
});
