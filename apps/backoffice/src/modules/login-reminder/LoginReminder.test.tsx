// @vitest-environment jsdom
import "../../i18n";
import { renderWithProviders } from "@gakumu/ui/test";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setNavigator } from "../../app/navigation";
import { fakeApi } from "../../test/fake-api.testing";
import { LoginReminderPage } from "./LoginReminderPage";
import { LoginResetPage } from "./LoginResetPage";

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/login-reminder", element: <LoginReminderPage /> },
      { path: "/login-reset", element: <LoginResetPage /> },
      { path: "/login", element: <p>login</p> },
    ],
    { initialEntries: [path] },
  );
  setNavigator((to, options) => void router.navigate(to, options));
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe("/login-reminder", () => {
  it("checks the address, then always answers with the same message", async () => {
    const calls = fakeApi({ "POST /app/api/v2/manage/login-reminder": [204] });
    open("/login-reminder");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "案内を送信する" }));
    expect(screen.getByText("入力してください")).toBeTruthy();
    await user.type(screen.getByLabelText(/メールアドレス/), "not-an-address");
    await user.click(screen.getByRole("button", { name: "案内を送信する" }));
    expect(screen.getByText("メールアドレスの形式で入力してください")).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/メールアドレス/));
    await user.type(screen.getByLabelText(/メールアドレス/), "nobody@example.jp");
    await user.click(screen.getByRole("button", { name: "案内を送信する" }));
    expect(await screen.findByText("登録されているメールアドレスに案内を送信しました")).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([{ mailAddress: "nobody@example.jp" }]);
  });
});

describe("/login-reset", () => {
  it("says an invalid link is unusable before asking for anything", async () => {
    fakeApi({ "GET /app/api/v2/manage/login-reset": [200, { valid: false }] });
    open("/login-reset?token=old");
    expect(await screen.findByText("このリンクは使用できません")).toBeTruthy();
    expect(screen.queryByLabelText(/新しいパスワード/)).toBeNull();
  });

  it("sets a new password with the domain's rules and the re-entry check", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/manage/login-reset": [200, { valid: true, displayUserId: "admin01" }],
      "POST /app/api/v2/manage/login-reset": [204],
    });
    open("/login-reset?token=t0k3n");
    expect(
      await screen.findByText("ユーザーID「admin01」の新しいパスワードを設定してください。"),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^新しいパスワード(?!（)/), "Passw0rd!");
    await user.type(screen.getByLabelText(/新しいパスワード（確認）/), "Passw0rd?");
    await user.click(screen.getByRole("button", { name: "パスワードを再設定する" }));
    expect(screen.getByText("パスワードが一致しません")).toBeTruthy();

    await user.clear(screen.getByLabelText(/新しいパスワード（確認）/));
    await user.type(screen.getByLabelText(/新しいパスワード（確認）/), "Passw0rd!");
    await user.click(screen.getByRole("button", { name: "パスワードを再設定する" }));
    expect(await screen.findByText("パスワードを再設定しました")).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      body: { token: "t0k3n", newPassword: "Passw0rd!", newPasswordConfirm: "Passw0rd!" },
    });
    expect(calls[0]?.query.get("token")).toBe("t0k3n");
  });
});
