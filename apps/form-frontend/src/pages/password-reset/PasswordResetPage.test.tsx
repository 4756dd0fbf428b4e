// @vitest-environment jsdom
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { fill } from "../../test/fill";
import { renderApp } from "../../test/render-app";

const toasts = vi.spyOn(notifications, "show");
afterEach(() => toasts.mockClear());
const toastList = () =>
  toasts.mock.calls.map((c) => c[0] as { title: string; message: string; color: string });

const DO_RESET = "/app/form-api/password/do-reset";
const PATH = "/password-reset?accessKey=RESETKEY-abcdefghijklmnopqrstuvwxyz&resetId=R-123";

async function submitPasswords(password: string, confirm: string) {
  fill(await screen.findByLabelText(/^新しいパスワード(?!（)/), password);
  fill(screen.getByLabelText(/新しいパスワード（再入力）/), confirm);
  fireEvent.click(screen.getByRole("button", { name: "パスワードを変更する" }));
}

describe("/password-reset (spec §2.2, §5.3, §8.3)", () => {
  it("changes the password with the link's key and shows the done screen", async () => {
    const server = stubFetch([{ method: "PUT", path: DO_RESET, body: {} }]);
    renderApp(PATH);
    await submitPasswords("Secret-pass1", "Secret-pass1");
    expect(
      await screen.findByText(
        "パスワードの変更が完了しました。この画面を閉じて、元のフォームからログインしてください。",
      ),
    ).toBeTruthy();
    const [call] = server.to(DO_RESET, "PUT");
    expect(call?.json).toEqual({
      password: "Secret-pass1",
      passwordConfirm: "Secret-pass1",
      resetId: "R-123",
    });
    expect(call?.headers["x-access-key"]).toBe("RESETKEY-abcdefghijklmnopqrstuvwxyz");
  });

  it("says 「エラー」 / 「入力エラーがあります。」 and marks the fields on bad input", async () => {
    const server = stubFetch([]);
    renderApp(PATH);
    await submitPasswords("short", "other");
    const form = screen.getByRole("form", { name: "パスワードの再設定" });
    const alerts = await within(form).findAllByRole("alert");
    expect(alerts.map((a) => a.textContent)).toEqual([
      "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください",
      "パスワードが一致しません",
    ]);
    expect(toastList()[0]).toMatchObject({
      title: "エラー",
      message: "入力エラーがあります。",
      color: "red",
    });
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's message, or 「サーバーエラーが発生しました。」 without one", async () => {
    stubFetch([
      {
        method: "PUT",
        path: DO_RESET,
        ...apiError(400, "VALIDATION_ERROR", "再設定の有効期限が切れています。"),
      },
    ]);
    renderApp(PATH);
    await submitPasswords("Secret-pass1", "Secret-pass1");
    await waitFor(() =>
      expect(toastList()[0]).toMatchObject({ title: "エラー", message: "再設定の有効期限が切れています。" }),
    );
    expect(screen.getByRole("button", { name: "パスワードを変更する" })).toBeTruthy();

    toasts.mockClear();
    stubFetch([{ method: "PUT", path: DO_RESET, status: 502, body: undefined }]);
    fireEvent.click(screen.getByRole("button", { name: "パスワードを変更する" }));
    await waitFor(() =>
      expect(toastList()[0]).toMatchObject({ title: "エラー", message: "サーバーエラーが発生しました。" }),
    );
  });

  it("a link without its key or reset id leads to /not-found", async () => {
    const { memoryHistory } = renderApp("/password-reset?accessKey=K");
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/not-found"));
  });

  it("an expired key leads to /not-found (spec §8.1)", async () => {
    stubFetch([
      { method: "PUT", path: DO_RESET, ...apiError(403, "FORM_ACCESS_KEY_IS_EXPIRED", "期限切れ") },
    ]);
    const { memoryHistory } = renderApp(PATH);
    await submitPasswords("Secret-pass1", "Secret-pass1");
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/not-found"));
    expect(toasts).not.toHaveBeenCalled();
  });
});
