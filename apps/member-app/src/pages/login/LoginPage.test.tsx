// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { API, inboxItem, ME_NONE, member, renderApp } from "../../test/render-app";
import { afterLoginPath, ORGANIZATION_CD_KEY } from "./LoginPage";

const INBOX = { path: `${API}/inbox`, body: { items: [inboxItem()], nextBefore: null } };
const UNREAD = { path: `${API}/inbox/unread-count`, body: { count: 1 } };

describe("ログイン", () => {
  it("names each missing field, then signs in and opens where the member was going", async () => {
    const api = stubFetch([
      ME_NONE,
      INBOX,
      UNREAD,
      { method: "POST", path: `${API}/auth/login`, body: member },
    ]);
    const router = renderApp("/login?next=%2Fsettings");
    await userEvent.click(await screen.findByRole("button", { name: "ログイン" }));
    expect(screen.getByText("学校コード（組織コード）を入力してください")).toBeTruthy();
    expect(screen.getByText("メンバーIDまたはメールアドレスを入力してください")).toBeTruthy();
    expect(screen.getByText("パスワードを入力してください")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: /組織コード/ }), {
      target: { value: " gakumu-high " },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /メンバーID/ }), { target: { value: "S0001" } });
    fireEvent.change(screen.getByLabelText(/パスワード/), { target: { value: "Secret-123" } });
    await userEvent.click(screen.getByRole("button", { name: "ログイン" }));
    await screen.findByRole("heading", { name: "設定" });
    expect(router.state.location.pathname).toBe("/settings");
    const [call] = api.to(`${API}/auth/login`, "POST");
    expect(call?.json).toEqual({ organizationCd: "gakumu-high", loginId: "S0001", password: "Secret-123" });
    expect(call?.headers["x-requested-by"]).toBe("gakumu-member-app");
    expect(localStorage.getItem(ORGANIZATION_CD_KEY)).toBe("gakumu-high");
  });

  it("shows the server's reason when the login is refused", async () => {
    stubFetch([
      ME_NONE,
      {
        method: "POST",
        path: `${API}/auth/login`,
        ...apiError(401, "LOGIN_FAILED", "組織コード、会員IDまたはパスワードが正しくありません。"),
      },
    ]);
    localStorage.setItem(ORGANIZATION_CD_KEY, "gakumu-high");
    renderApp("/login");
    expect((await screen.findByRole("textbox", { name: /組織コード/ })).getAttribute("value")).toBe(
      "gakumu-high",
    );
    fireEvent.change(screen.getByRole("textbox", { name: /メンバーID/ }), { target: { value: "S0001" } });
    fireEvent.change(screen.getByLabelText(/パスワード/), { target: { value: "wrong" } });
    await userEvent.click(screen.getByRole("button", { name: "ログイン" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "組織コード、会員IDまたはパスワードが正しくありません。",
    );
  });

  it("only follows next= to a page of this app", () => {
    expect(afterLoginPath("/messages/4")).toBe("/messages/4");
    expect(afterLoginPath("//evil.example")).toBe("/");
    expect(afterLoginPath("https://evil.example")).toBe("/");
    expect(afterLoginPath(null)).toBe("/");
  });
});

describe("QR landing", () => {
  it("checks the password rule and its re-entry, then signs in with the QR's token", async () => {
    const api = stubFetch([
      INBOX,
      UNREAD,
      {
        path: `${API}/auth/qr-login`,
        body: { valid: true, name: "山田 花子", organizationName: "学務高等学校" },
      },
      { method: "POST", path: `${API}/auth/qr-login`, body: member },
    ]);
    const router = renderApp("/qr/QR-TOKEN-abcdefghijklmnop");
    expect(await screen.findByText("山田 花子さん（学務高等学校）")).toBeTruthy();
    const [password, confirm] = await screen.findAllByLabelText(/パスワード/);
    fireEvent.change(password as HTMLElement, { target: { value: "abcdefgh" } });
    await userEvent.click(screen.getByRole("button", { name: "設定してはじめる" }));
    expect(screen.getAllByText(/3種類以上を使用してください/).length).toBeGreaterThan(1);
    fireEvent.change(password as HTMLElement, { target: { value: "Abcdefg1" } });
    fireEvent.change(confirm as HTMLElement, { target: { value: "Abcdefg2" } });
    await userEvent.click(screen.getByRole("button", { name: "設定してはじめる" }));
    expect(screen.getByText("パスワードが一致しません")).toBeTruthy();
    expect(api.to(`${API}/auth/qr-login`, "POST")).toHaveLength(0);

    fireEvent.change(confirm as HTMLElement, { target: { value: "Abcdefg1" } });
    await userEvent.click(screen.getByRole("button", { name: "設定してはじめる" }));
    await screen.findByRole("heading", { name: "お知らせ" });
    expect(router.state.location.pathname).toBe("/");
    expect(api.to(`${API}/auth/qr-login`, "POST")[0]?.json).toEqual({
      token: "QR-TOKEN-abcdefghijklmnop",
      password: "Abcdefg1",
      passwordConfirm: "Abcdefg1",
    });
  });

  it("says at once when the QR was used already or expired", async () => {
    stubFetch([{ path: `${API}/auth/qr-login`, body: { valid: false } }]);
    renderApp("/qr/used-token-abcdefghijkl");
    expect(await screen.findByRole("heading", { name: "このQRコードは使えません" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "ログイン" }).getAttribute("href")).toBe("/login");
  });

  it("shows the server's refusal when the QR is used up meanwhile", async () => {
    stubFetch([
      {
        path: `${API}/auth/qr-login`,
        body: { valid: true, name: "山田 花子", organizationName: "学務高等学校" },
      },
      {
        method: "POST",
        path: `${API}/auth/qr-login`,
        ...apiError(
          400,
          "ACCESS_KEY_INVALID",
          "このQRコードは使用済みか期限切れです。学校にお問い合わせください。",
        ),
      },
    ]);
    renderApp("/qr/used-token-abcdefghijkl");
    const [password, confirm] = await screen.findAllByLabelText(/パスワード/);
    fireEvent.change(password as HTMLElement, { target: { value: "Abcdefg1" } });
    fireEvent.change(confirm as HTMLElement, { target: { value: "Abcdefg1" } });
    await userEvent.click(screen.getByRole("button", { name: "設定してはじめる" }));
    expect((await screen.findByRole("alert")).textContent).toContain("使用済みか期限切れ");
  });
});
