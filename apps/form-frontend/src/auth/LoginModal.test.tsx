// @vitest-environment jsdom
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formSession } from "../session/form-session";
import { apiError, type StubRoute, stubFetch } from "../test/fetch-stub";
import { fill, fillAndEnter } from "../test/fill";
import { linkedSession, loggedInUser, renderApp } from "../test/render-app";
import { openLoginModal } from "./login-modal-store";

const toasts = vi.spyOn(notifications, "show");
afterEach(() => toasts.mockClear());

const ME = {
  path: "/app/form-api/form-user/me",
  ...apiError(401, "UNAUTHENTICATED", "ログインしてください。"),
};
const SIGN_IN = "/app/form-login/id-pass/sign-in";
const FORM_OF_USER = "/app/form-api/form-answer/get-form-by-form-cd";

async function openModal(path: string, routes: StubRoute[], session = linkedSession()) {
  const server = stubFetch([ME, ...routes]);
  const app = renderApp(path, session);
  await screen.findByRole("heading", { level: 1 });
  openLoginModal("login");
  const dialog = await screen.findByRole("dialog", { name: "ログイン" });
  return { server, dialog, ...app };
}

describe("login modal (spec §2.2)", () => {
  it("explains registration and the sender, and is titled by its tab", async () => {
    const { dialog } = await openModal("/12/answer", []);
    expect(within(dialog).getByText(/アカウント登録は1分で完了します。/)).toBeTruthy();
    expect(within(dialog).getByText(/回答の一時保存や、送信した回答の修正/)).toBeTruthy();
    expect(
      within(dialog).getByText(
        "完了メールは nyushi@gakumu.example.jp から届きます。受信できるよう設定をお願いします。",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("tab", { name: "新規登録" }));
    expect(await screen.findByRole("dialog", { name: "新規登録" })).toBeTruthy();
    expect(screen.getByLabelText(/パスワード（再入力）/)).toBeTruthy();
  });

  it("shows the LINE button only when the server returns a URL", async () => {
    const url = "https://access.line.me/oauth2/v2.1/authorize?state=s";
    const { server } = await openModal("/12/answer", [
      { path: "/app/form-api/form-login/line/url/sign-in", body: { url } },
      { path: "/app/form-api/form-login/line/url/sign-up", body: { url: null } },
    ]);
    const line = await screen.findByRole("link", { name: "LINEでログイン" });
    expect(line.getAttribute("href")).toBe(url);
    expect(server.to("/app/form-api/form-login/line/url/sign-in")[0]?.query.get("formId")).toBe("12");
    fireEvent.click(screen.getByRole("tab", { name: "新規登録" }));
    await waitFor(() => expect(server.to("/app/form-api/form-login/line/url/sign-up")).toHaveLength(1));
    expect(screen.queryByRole("link", { name: "LINEで登録" })).toBeNull();
  });

  it("checks the entries with the §5.3 messages before calling the server", async () => {
    const { server, dialog } = await openModal("/12/answer", []);
    fireEvent.click(within(dialog).getByRole("button", { name: "ログイン" }));
    const alerts = await within(dialog).findAllByRole("alert");
    expect(alerts.map((a) => a.textContent)).toEqual(["入力してください", "入力してください"]);
    fill(within(dialog).getByLabelText(/メールアドレス/), "hanako@");
    fireEvent.click(within(dialog).getByRole("button", { name: "ログイン" }));
    expect(await within(dialog).findByText("メールアドレスの形式で入力してください")).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/メールアドレス/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(server.to(SIGN_IN)).toHaveLength(0);
  });

  it("Enter logs in and routes a fixed answer to the answered screen (spec §4)", async () => {
    const { server, dialog, memoryHistory } = await openModal("/12/answer", [
      { method: "POST", path: SIGN_IN, body: loggedInUser },
      { path: FORM_OF_USER, body: { formId: 12, answer: { answerStatus: 3 } } },
    ]);
    fill(within(dialog).getByLabelText(/メールアドレス/), "hanako@example.jp");
    await fillAndEnter(within(dialog).getByLabelText(/^パスワード/), "Secret-pass1");
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answered"));
    expect(server.to(SIGN_IN)[0]?.json).toMatchObject({
      loginId: "hanako@example.jp",
      password: "Secret-pass1",
    });
    expect(server.to(FORM_OF_USER)[0]?.query.get("formUserId")).toBe("7");
    expect(formSession.get()).toMatchObject({ login: true, formUser: loggedInUser });
    expect(screen.queryByRole("dialog", { name: "ログイン" })).toBeNull();
    expect(await screen.findByTestId("form-user-name")).toBeTruthy();
  });

  it("starts answering when the user has no answer yet (404)", async () => {
    const { dialog, memoryHistory } = await openModal("/12/answer-confirm", [
      { method: "POST", path: SIGN_IN, body: loggedInUser },
    ]);
    fill(within(dialog).getByLabelText(/メールアドレス/), "hanako@example.jp");
    await fillAndEnter(within(dialog).getByLabelText(/^パスワード/), "Secret-pass1");
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answer"));
    expect(toasts.mock.calls.map((c) => (c[0] as { message: string }).message)).toEqual([
      "ログインしました。",
    ]);
  });

  it("only logs in when opened from the mypage (loginPage mypage)", async () => {
    const { server, dialog, memoryHistory } = await openModal("/mypage", [
      { method: "POST", path: SIGN_IN, body: loggedInUser },
    ]);
    fill(within(dialog).getByLabelText(/メールアドレス/), "hanako@example.jp");
    await fillAndEnter(within(dialog).getByLabelText(/^パスワード/), "Secret-pass1");
    expect(await screen.findByText("hanako@example.jpのマイページです。")).toBeTruthy();
    expect(memoryHistory.location.pathname).toBe("/mypage");
    expect(server.to(FORM_OF_USER)).toHaveLength(0);
  });

  it("keeps the modal and the entries after a refused login", async () => {
    const { dialog } = await openModal("/12/answer", [
      {
        method: "POST",
        path: SIGN_IN,
        ...apiError(401, "LOGIN_FAILED", "メールアドレスまたはパスワードが正しくありません。"),
      },
    ]);
    fill(within(dialog).getByLabelText(/メールアドレス/), "hanako@example.jp");
    await fillAndEnter(within(dialog).getByLabelText(/^パスワード/), "wrong");
    await waitFor(() => expect(toasts).toHaveBeenCalled());
    expect((toasts.mock.calls[0]![0] as { message: string }).message).toBe(
      "メールアドレスまたはパスワードが正しくありません。",
    );
    expect(screen.getByRole("dialog", { name: "ログイン" })).toBeTruthy();
    expect((within(dialog).getByLabelText(/メールアドレス/) as HTMLInputElement).value).toBe(
      "hanako@example.jp",
    );
  });

  it("asks before closing when the form requires an account", async () => {
    const session = linkedSession();
    session.form = { ...session.form!, isAccountRegistration: true };
    const { dialog } = await openModal("/mypage", [], session);
    fireEvent.click(within(dialog).getByRole("button", { name: "閉じる" }));
    expect(await screen.findByText("ログインしないと回答できません。よろしいですか？")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "いいえ" }));
    expect(screen.getByRole("dialog", { name: "ログイン" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "閉じる" }));
    fireEvent.click(await screen.findByRole("button", { name: "はい" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "ログイン" })).toBeNull());
  });

  it("closes without asking when an account is optional", async () => {
    const { dialog } = await openModal("/mypage", []);
    fireEvent.click(within(dialog).getByRole("button", { name: "閉じる" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "ログイン" })).toBeNull());
    expect(screen.queryByText("ログインしないと回答できません。よろしいですか？")).toBeNull();
  });
});
