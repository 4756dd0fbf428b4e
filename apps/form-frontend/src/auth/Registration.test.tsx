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
const toastList = () =>
  toasts.mock.calls.map((c) => c[0] as { title: string; message: string; color: string });

const ME = {
  path: "/app/form-api/form-user/me",
  ...apiError(401, "UNAUTHENTICATED", "ログインしてください。"),
};
const CONFIRM = "/app/form-api/form-login/id-pass/confirm-mail-address";
const SIGN_UP = "/app/form-api/form-login/id-pass/sign-up";
const RESET_MAIL = "/app/form-api/password/send-reset-mail";

async function open(tab: "login" | "register", routes: StubRoute[]) {
  const server = stubFetch([ME, ...routes]);
  const app = renderApp("/12/answer", linkedSession());
  await screen.findByRole("heading", { level: 1 });
  openLoginModal(tab);
  const dialog = await screen.findByRole("dialog", { name: tab === "login" ? "ログイン" : "新規登録" });
  return { server, dialog, ...app };
}

describe("registration (spec §2.2, §4)", () => {
  it("checks the password rules and the re-entry (spec §5.3)", async () => {
    const { server, dialog } = await open("register", []);
    fill(within(dialog).getByLabelText(/メールアドレス/), "hanako@example.jp");
    fill(within(dialog).getByLabelText(/^パスワード(?!（)/), "password");
    fill(within(dialog).getByLabelText(/パスワード（再入力）/), "different");
    fireEvent.click(within(dialog).getByRole("button", { name: "認証コードを送信" }));
    const alerts = await within(dialog).findAllByRole("alert");
    expect(alerts.map((a) => a.textContent)).toEqual([
      "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください",
      "パスワードが一致しません",
    ]);
    fill(within(dialog).getByLabelText(/^パスワード(?!（)/), "Secret-pass1");
    fireEvent.click(within(dialog).getByRole("button", { name: "認証コードを送信" }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("alert")
          .map((a) => a.textContent),
      ).toEqual(["パスワードが一致しません"]),
    );
    expect(server.to(CONFIRM)).toHaveLength(0);
  });

  it("mails a code, asks for it, then logs in and closes both modals", async () => {
    const { server, dialog, memoryHistory } = await open("register", [
      { method: "POST", path: CONFIRM, body: {} },
      { method: "POST", path: SIGN_UP, body: loggedInUser },
    ]);
    fill(within(dialog).getByLabelText(/メールアドレス/), "hanako@example.jp");
    fill(within(dialog).getByLabelText(/^パスワード(?!（)/), "Secret-pass1");
    await fillAndEnter(within(dialog).getByLabelText(/パスワード（再入力）/), "Secret-pass1");
    const codeModal = await screen.findByRole("dialog", { name: "認証コードの入力" });
    expect(server.to(CONFIRM)[0]?.json).toMatchObject({
      loginId: "hanako@example.jp",
      password: "Secret-pass1",
    });
    expect(within(codeModal).getByText(/hanako@example\.jp に認証コードを送信しました。/)).toBeTruthy();

    // Spec §8.3: a missing code is a danger toast 「エラー」 / 「認証コードを入力してください」.
    fireEvent.click(within(codeModal).getByRole("button", { name: "登録する" }));
    expect(await within(codeModal).findByRole("alert")).toBeTruthy();
    expect(toastList()[0]).toMatchObject({
      title: "エラー",
      message: "認証コードを入力してください",
      color: "red",
    });
    expect(server.to(SIGN_UP)).toHaveLength(0);

    await fillAndEnter(within(codeModal).getByLabelText(/認証コード/), "123456");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.to(SIGN_UP)[0]?.json).toMatchObject({
      loginId: "hanako@example.jp",
      verificationCode: "123456",
    });
    expect(formSession.get()).toMatchObject({ login: true, formUser: loggedInUser });
    expect(memoryHistory.location.pathname).toBe("/12/answer");
    expect(toastList().map((t) => t.message)).toContain("アカウントを登録しました。");
  });

  it("keeps the code modal open after a wrong code", async () => {
    const { dialog } = await open("register", [
      { method: "POST", path: CONFIRM, body: {} },
      {
        method: "POST",
        path: SIGN_UP,
        ...apiError(400, "VALIDATION_ERROR", "認証コードが正しくないか、有効期限が切れています。"),
      },
    ]);
    fill(within(dialog).getByLabelText(/メールアドレス/), "hanako@example.jp");
    fill(within(dialog).getByLabelText(/^パスワード(?!（)/), "Secret-pass1");
    await fillAndEnter(within(dialog).getByLabelText(/パスワード（再入力）/), "Secret-pass1");
    const codeModal = await screen.findByRole("dialog", { name: "認証コードの入力" });
    await fillAndEnter(within(codeModal).getByLabelText(/認証コード/), "000000");
    await waitFor(() =>
      expect(toastList().map((t) => t.message)).toContain(
        "認証コードが正しくないか、有効期限が切れています。",
      ),
    );
    expect(screen.getByRole("dialog", { name: "認証コードの入力" })).toBeTruthy();
    expect(formSession.get().login).toBe(false);
  });
});

describe("forgot password (spec §2.2, §8.3)", () => {
  it("mails the reset link and says 「メールを送信しました。」", async () => {
    const { server, dialog } = await open("login", [{ method: "POST", path: RESET_MAIL, body: {} }]);
    fireEvent.click(within(dialog).getByRole("button", { name: "パスワードをお忘れの方" }));
    const forgot = await screen.findByRole("dialog", { name: "パスワードの再設定" });
    fireEvent.click(within(forgot).getByRole("button", { name: "送信する" }));
    expect((await within(forgot).findByRole("alert")).textContent).toBe("入力してください");
    await fillAndEnter(within(forgot).getByLabelText(/メールアドレス/), "hanako@example.jp");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "パスワードの再設定" })).toBeNull());
    expect(server.to(RESET_MAIL)[0]?.json).toMatchObject({ mailAddress: "hanako@example.jp" });
    expect(server.to(RESET_MAIL)[0]?.headers["x-access-key"]).toBeTruthy();
    expect(toastList()[0]).toMatchObject({
      title: "正常終了",
      message: "メールを送信しました。",
      color: "green",
    });
    expect(screen.getByRole("dialog", { name: "ログイン" })).toBeTruthy();
  });
});
