// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { API, ME_OK, renderApp } from "../../test/render-app";

const UNREAD = { path: `${API}/inbox/unread-count`, body: { count: 0 } };

describe("設定", () => {
  it("explains why this browser cannot get notifications instead of showing a switch that does nothing", async () => {
    stubFetch([ME_OK, UNREAD]);
    renderApp("/settings");
    expect(await screen.findByText(/このブラウザでは通知を受け取れません/)).toBeTruthy();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.getByText("山田 花子（学務高等学校）")).toBeTruthy();
    expect(screen.queryByText(/LINE/)).toBeNull();
  });

  it("changes the password after checking the rule locally", async () => {
    const api = stubFetch([ME_OK, UNREAD, { method: "POST", path: `${API}/auth/password` }]);
    renderApp("/settings");
    await screen.findByRole("heading", { name: "パスワードの変更" });
    await userEvent.click(screen.getByRole("button", { name: "変更する" }));
    expect(screen.getByText("現在のパスワードを入力してください")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("現在のパスワード"), { target: { value: "Old-pass1" } });
    fireEvent.change(screen.getByLabelText(/^新しいパスワード$/), { target: { value: "New-pass1" } });
    fireEvent.change(screen.getByLabelText("新しいパスワード（確認）"), { target: { value: "New-pass1" } });
    await userEvent.click(screen.getByRole("button", { name: "変更する" }));
    expect(await screen.findByText("パスワードを変更しました。")).toBeTruthy();
    expect(api.to(`${API}/auth/password`, "POST")[0]?.json).toEqual({
      currentPassword: "Old-pass1",
      password: "New-pass1",
      passwordConfirm: "New-pass1",
    });
  });

  it("shows the server's refusal of a wrong current password", async () => {
    stubFetch([
      ME_OK,
      UNREAD,
      {
        method: "POST",
        path: `${API}/auth/password`,
        ...apiError(400, "PASSWORD_MISMATCH", "現在のパスワードが正しくありません。"),
      },
    ]);
    renderApp("/settings");
    await screen.findByRole("heading", { name: "パスワードの変更" });
    fireEvent.change(screen.getByLabelText("現在のパスワード"), { target: { value: "Wrong-1a" } });
    fireEvent.change(screen.getByLabelText(/^新しいパスワード$/), { target: { value: "New-pass1" } });
    fireEvent.change(screen.getByLabelText("新しいパスワード（確認）"), { target: { value: "New-pass1" } });
    await userEvent.click(screen.getByRole("button", { name: "変更する" }));
    expect((await screen.findByRole("alert")).textContent).toBe("現在のパスワードが正しくありません。");
  });
});
