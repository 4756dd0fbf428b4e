// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { API, inboxMessage, renderApp } from "../../test/render-app";

const TOKEN = "mail-token-0123456789abcdefghij";

afterEach(() => vi.restoreAllMocks());

describe("the mail link", () => {
  it("opens the message without login, and after the reply shows /mail-answer-end", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    const api = stubFetch([
      {
        path: `${API}/mail-link/${TOKEN}`,
        body: { organizationName: "学務高等学校", message: inboxMessage({ replyEnabled: true }) },
      },
      {
        method: "POST",
        path: `${API}/mail-link/${TOKEN}/reply`,
        body: {
          text: "参加します",
          choice: null,
          answeredAt: "2026-04-10T01:00:00.000Z",
        },
      },
    ]);
    renderApp(`/m/${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: "明日の遠足について" })).toBeTruthy();
    expect(screen.getByText("学務高等学校")).toBeTruthy();
    // No session check and no login: the token is the key.
    expect(api.calls.map((c) => c.path)).toEqual([`${API}/mail-link/${TOKEN}`]);
    await userEvent.type(screen.getByRole("textbox", { name: "返信の内容" }), "参加します");
    await userEvent.click(screen.getByRole("button", { name: "返信する" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/mail-answer-end"));
    expect(api.to(`${API}/mail-link/${TOKEN}/reply`, "POST")[0]?.json).toEqual({
      text: "参加します",
      choice: null,
    });
  });

  it("says a forged or expired link is invalid, with the way to the login", async () => {
    stubFetch([{ path: `${API}/mail-link/${TOKEN}`, ...apiError(404, "NOT_FOUND", "リンクが無効です。") }]);
    renderApp(`/m/${TOKEN}`);
    expect(await screen.findByRole("heading", { name: "リンクが無効です" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "ログイン" }).getAttribute("href")).toBe("/login");
  });
});
