// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/fetch-stub";
import { API, inboxItem, ME_NONE, ME_OK, renderApp } from "../../test/render-app";

describe("お知らせ", () => {
  it("lists the messages newest first with the unread ones marked and counted", async () => {
    stubFetch([
      ME_OK,
      {
        path: `${API}/inbox`,
        body: {
          items: [
            inboxItem({ deliveryId: 42, title: "保護者会のお知らせ", urgent: true, replyEnabled: true }),
            inboxItem({ deliveryId: 41, readAt: "2026-04-10T00:00:00.000Z" }),
          ],
          nextBefore: null,
        },
      },
      { path: `${API}/inbox/unread-count`, body: { count: 1 } },
    ]);
    renderApp("/");
    const list = await screen.findByRole("list", { name: "お知らせ一覧" });
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("aria-label"))).toEqual([
      "未読 保護者会のお知らせ",
      "明日の遠足について",
    ]);
    expect(links[0]?.getAttribute("href")).toBe("/messages/42");
    expect(within(links[0] as HTMLElement).getByText("緊急")).toBeTruthy();
    expect(within(links[0] as HTMLElement).getByText("返信できます")).toBeTruthy();
    // Dates in Japan time, yyyy/MM/dd HH:mm (spec §9).
    expect(within(links[1] as HTMLElement).getByText("2026/04/10 07:00")).toBeTruthy();
    expect(await screen.findByLabelText("未読 1件")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "メニュー" })).toBeTruthy();
  });

  it("loads the next page from the last delivery id", async () => {
    const api = stubFetch([
      ME_OK,
      {
        path: /\/inbox\?before=30$/,
        body: { items: [inboxItem({ deliveryId: 12, title: "入学式" })], nextBefore: null },
      },
      { path: `${API}/inbox`, body: { items: [inboxItem({ deliveryId: 30 })], nextBefore: 30 } },
      { path: `${API}/inbox/unread-count`, body: { count: 0 } },
    ]);
    renderApp("/");
    await userEvent.click(await screen.findByRole("button", { name: "もっと見る" }));
    expect(await screen.findByText("入学式")).toBeTruthy();
    expect(api.calls.some((c) => c.search === "?before=30")).toBe(true);
    expect(screen.queryByRole("button", { name: "もっと見る" })).toBeNull();
  });

  it("says so when there is nothing yet", async () => {
    stubFetch([
      ME_OK,
      { path: `${API}/inbox`, body: { items: [], nextBefore: null } },
      { path: `${API}/inbox/unread-count`, body: { count: 0 } },
    ]);
    renderApp("/");
    expect(await screen.findByText("お知らせはまだありません。")).toBeTruthy();
    expect(screen.queryByLabelText(/未読/)).toBeNull();
  });

  it("sends a member who is not signed in to the login, keeping where they wanted to go", async () => {
    stubFetch([ME_NONE]);
    const router = renderApp("/messages/42");
    expect(await screen.findByRole("heading", { name: "ログイン" })).toBeTruthy();
    expect(router.state.location.search).toBe("?next=%2Fmessages%2F42");
  });
});
