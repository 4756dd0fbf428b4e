// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { API, ME_NONE, renderApp } from "../../test/render-app";
import { ORGANIZATION_CD_KEY } from "./LoginPage";

describe("パスワードを忘れた方", () => {
  it("is reached from the login, names missing fields, then asks for the mail and says where it went", async () => {
    const api = stubFetch([ME_NONE, { method: "POST", path: `${API}/auth/reminder`, status: 204 }]);
    localStorage.setItem(ORGANIZATION_CD_KEY, "gakumu-high");
    const router = renderApp("/login");
    expect((await screen.findByRole("link", { name: "はじめての方（利用登録）" })).getAttribute("href")).toBe(
      "/register",
    );
    await userEvent.click(screen.getByRole("link", { name: "パスワードを忘れた方" }));
    expect(router.state.location.pathname).toBe("/reminder");

    await userEvent.click(await screen.findByRole("button", { name: "再設定メールを送る" }));
    expect(screen.getByText("メンバーIDまたはメールアドレスを入力してください")).toBeTruthy();
    expect(api.to(`${API}/auth/reminder`, "POST")).toHaveLength(0);

    fireEvent.change(screen.getByRole("textbox", { name: /メンバーID/ }), { target: { value: " S0001 " } });
    await userEvent.click(screen.getByRole("button", { name: "再設定メールを送る" }));
    expect((await screen.findByRole("status")).textContent).toContain("パスワード再設定のご案内を送りました");
    const [call] = api.to(`${API}/auth/reminder`, "POST");
    expect(call?.json).toEqual({ organizationCd: "gakumu-high", loginId: "S0001" });
    expect(call?.headers["x-requested-by"]).toBe("gakumu-member-app");
  });

  it("shows the server's reason when the request is refused", async () => {
    stubFetch([
      ME_NONE,
      {
        method: "POST",
        path: `${API}/auth/reminder`,
        ...apiError(429, "TOO_MANY_REQUESTS", "しばらく時間をおいてから、もう一度お試しください。"),
      },
    ]);
    localStorage.setItem(ORGANIZATION_CD_KEY, "gakumu-high");
    renderApp("/reminder");
    fireEvent.change(await screen.findByRole("textbox", { name: /メンバーID/ }), {
      target: { value: "S0001" },
    });
    await userEvent.click(screen.getByRole("button", { name: "再設定メールを送る" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "しばらく時間をおいてから、もう一度お試しください。",
    );
  });
});
