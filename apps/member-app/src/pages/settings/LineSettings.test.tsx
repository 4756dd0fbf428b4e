// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { API, ME_OK, renderApp } from "../../test/render-app";

const UNREAD = { path: `${API}/inbox/unread-count`, body: { count: 0 } };
const state = (over: Record<string, unknown> = {}) => ({
  path: `${API}/line`,
  body: {
    available: true,
    linked: false,
    displayName: null,
    linkedAt: null,
    messagingEnabled: true,
    ...over,
  },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("設定：LINE", () => {
  it("offers 「LINEと連携する」 and goes to LINE Login", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    const api = stubFetch([
      ME_OK,
      UNREAD,
      state(),
      {
        method: "POST",
        path: `${API}/line`,
        body: { url: "https://access.line.me/oauth2/v2.1/authorize?x=1" },
      },
    ]);
    renderApp("/settings");
    await userEvent.click(await screen.findByRole("button", { name: "LINEと連携する" }));
    expect(api.to(`${API}/line`, "POST")).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith("https://access.line.me/oauth2/v2.1/authorize?x=1");
  });

  it("shows the linked account after LINE's return and removes the link", async () => {
    const api = stubFetch([
      ME_OK,
      UNREAD,
      state({ linked: true, displayName: "山田 花子", linkedAt: "2026-04-10T00:00:00.000Z" }),
      { method: "DELETE", path: `${API}/line`, body: state().body },
    ]);
    renderApp("/settings?line=linked");
    expect(await screen.findByText("LINEと連携しました。")).toBeTruthy();
    expect(screen.getByText(/LINEと連携しています（山田 花子）/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "連携を解除" }));
    expect(await screen.findByRole("button", { name: "LINEと連携する" })).toBeTruthy();
    expect(api.to(`${API}/line`, "DELETE")).toHaveLength(1);
  });

  it("shows why the link failed", async () => {
    stubFetch([ME_OK, UNREAD, state()]);
    renderApp(`/settings?lineError=${encodeURIComponent("LINE連携がキャンセルされました。")}`);
    expect((await screen.findByRole("alert")).textContent).toContain("LINE連携がキャンセルされました。");
  });

  it("shows nothing of LINE when the school has no LINE Login", async () => {
    const api = stubFetch([ME_OK, UNREAD, state({ available: false })]);
    renderApp("/settings");
    await screen.findByText("山田 花子（学務高等学校）");
    await vi.waitFor(() => expect(api.to(`${API}/line`)).toHaveLength(1));
    expect(screen.queryByText(/LINE/)).toBeNull();
  });

  it("shows the server's refusal to start", async () => {
    stubFetch([
      ME_OK,
      UNREAD,
      state(),
      {
        method: "POST",
        path: `${API}/line`,
        ...apiError(400, "VALIDATION_ERROR", "この学校ではLINE連携を利用できません。"),
      },
    ]);
    renderApp("/settings");
    await userEvent.click(await screen.findByRole("button", { name: "LINEと連携する" }));
    expect((await screen.findByRole("alert")).textContent).toBe("この学校ではLINE連携を利用できません。");
  });
});
