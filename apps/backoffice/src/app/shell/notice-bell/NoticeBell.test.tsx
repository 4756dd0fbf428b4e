// @vitest-environment jsdom
import type { MenuCategoryEntry, StaffNoticeItem } from "@gakumu/domain";
import { renderWithProviders } from "@gakumu/ui/test";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, type Handler } from "../../../test/fake-api.testing";
import { type ShellData, ShellDataContext } from "../../shell-data";
import { menuItem } from "../../testing/menu-item.testing";
import { LiveNotices } from "../live-notices/LiveNotices";
import { unreadBadge } from "./bell-state";
import { NoticeBell } from "./NoticeBell";

const N = "/app/api/staff-notices";

/** 01:05 UTC is 10:05 in Tokyo, as the bell shows it. */
const notice = (id: number, over: Partial<StaffNoticeItem> = {}): StaffNoticeItem => ({
  id,
  type: "CONTACT_FROM_MEMBER",
  title: `欠席連絡${id}`,
  body: `${id}年1組 山田：発熱のため欠席`,
  link: `/contact?id=${id}`,
  createdAt: "2026-11-27T01:05:00.000Z",
  read: false,
  ...over,
});

const systemCategory = (menuHideFlg: boolean): MenuCategoryEntry => ({
  menuCategoryCd: 800,
  menuCategoryName: "システム設定",
  menuCategoryCssClassName: "",
  menuCategoryDisabledFlg: false,
  menuCategoryHideFlg: false,
  menuList: [menuItem("notice-setting", { menuName: "通知設定", menuHideFlg })],
});

/**
 * A server holding the caller's notices (newest first): the list answers the latest twenty and the
 * unread count as the real route does, and the read routes change them.
 */
function noticeServer(initial: StaffNoticeItem[], unreadBeyondList = 0, laterIds: number[] = []) {
  const state = { items: [...initial], extraUnread: unreadBeyondList };
  const readOne =
    (id: number): Handler =>
    () => {
      state.items = state.items.map((i) => (i.id === id ? { ...i, read: true } : i));
      return [204];
    };
  const calls = fakeApi<string>({
    [`GET ${N}`]: () => [
      200,
      {
        items: state.items.slice(0, 20),
        unread: state.items.filter((i) => !i.read).length + state.extraUnread,
      },
    ],
    [`POST ${N}/read`]: () => {
      state.items = state.items.map((i) => ({ ...i, read: true }));
      state.extraUnread = 0;
      return [204];
    },
    // The fake matches whole paths: one read route per notice.
    ...Object.fromEntries(
      [...initial.map((i) => i.id), ...laterIds].map((id) => [`POST ${N}/${id}/read`, readOne(id)]),
    ),
  });
  return { state, calls };
}

function renderBell({ noticeMenu = true, live = false } = {}) {
  const shell = { menu: [systemCategory(!noticeMenu)] } as unknown as ShellData;
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <ShellDataContext.Provider value={shell}>
            {live && <LiveNotices />}
            <NoticeBell />
          </ShellDataContext.Provider>
        ),
      },
    ],
    { initialEntries: ["/home"] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const openBell = async (name: string | RegExp = /^通知/) => {
  fireEvent.click(await screen.findByRole("button", { name }));
  return screen.findByRole("dialog", { name: "通知" });
};

/** A stand-in EventSource that lets a test deliver the live channel's events itself. */
function stubEventSource() {
  const sources: { url: string; listeners: Map<string, (event: MessageEvent) => void> }[] = [];
  vi.stubGlobal(
    "EventSource",
    class {
      listeners = new Map<string, (event: MessageEvent) => void>();
      constructor(readonly url: string) {
        sources.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent) => void) {
        this.listeners.set(type, listener);
      }
      close() {}
    },
  );
  return sources;
}

describe("the header's notice bell", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    [0, "通知", null],
    [3, "通知（未読 3 件）", "3"],
    [99, "通知（未読 99 件）", "99"],
    [150, "通知（未読 150 件）", "99+"],
  ])("shows %i unread notices as %s with the badge %s", async (unread, name, badge) => {
    const shown = Math.min(unread, 20);
    noticeServer(
      Array.from({ length: shown }, (_, i) => notice(shown - i)),
      unread - shown,
    );
    renderBell();
    const bell = await screen.findByRole("button", { name });
    const indicator = bell.parentElement!;
    if (badge === null) expect(indicator.textContent).toBe("");
    else expect(within(indicator).getByText(badge)).toBeTruthy();
  });

  it("lists the latest ten with title, body and time, the unread marked, and links to the full list", async () => {
    noticeServer(Array.from({ length: 12 }, (_, i) => notice(12 - i, { read: 12 - i <= 9 })));
    renderBell();
    const dialog = await openBell("通知（未読 3 件）");
    const items = within(dialog).getAllByRole("button", { name: /^欠席連絡/ });
    expect(items.map((b) => b.getAttribute("aria-label"))).toEqual([
      "欠席連絡12（未読）",
      "欠席連絡11（未読）",
      "欠席連絡10（未読）",
      "欠席連絡9",
      "欠席連絡8",
      "欠席連絡7",
      "欠席連絡6",
      "欠席連絡5",
      "欠席連絡4",
      "欠席連絡3",
    ]);
    expect(within(items[0]!).getByText("未読")).toBeTruthy();
    expect(within(items[3]!).queryByText("未読")).toBeNull();
    expect(within(items[0]!).getByText("12年1組 山田：発熱のため欠席")).toBeTruthy();
    expect(within(items[0]!).getByText("2026/11/27 10:05")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "通知の一覧へ" }).getAttribute("href")).toBe(
      "/notice-setting?categoryCd=800#recent-notices",
    );
  });

  it("says so when there are no notices, and leaves out the list link when 通知設定 is not open to the caller", async () => {
    noticeServer([]);
    renderBell({ noticeMenu: false });
    const dialog = await openBell("通知");
    expect(await within(dialog).findByText("通知はまだありません。")).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: "通知の一覧へ" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "すべて既読にする" }).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("marks a clicked notice read and opens its screen", async () => {
    const { calls } = noticeServer([notice(2), notice(1)]);
    const router = renderBell();
    const dialog = await openBell("通知（未読 2 件）");
    fireEvent.click(within(dialog).getByRole("button", { name: "欠席連絡2（未読）" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/contact"));
    expect(router.state.location.search).toBe("?id=2");
    expect(calls.some((c) => c.method === "POST" && c.path === `${N}/2/read`)).toBe(true);
    expect(await screen.findByRole("button", { name: "通知（未読 1 件）" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens a read notice without marking it again", async () => {
    const { calls } = noticeServer([notice(1, { read: true })]);
    const router = renderBell();
    const dialog = await openBell("通知");
    fireEvent.click(within(dialog).getByRole("button", { name: "欠席連絡1" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/contact"));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("marks all read", async () => {
    const { calls } = noticeServer([notice(2), notice(1)], 40);
    renderBell();
    const dialog = await openBell("通知（未読 42 件）");
    fireEvent.click(within(dialog).getByRole("button", { name: "すべて既読にする" }));
    expect(await screen.findByRole("button", { name: "通知" })).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.path === `${N}/read`)).toBe(true);
    expect(within(dialog).queryByText("未読")).toBeNull();
  });

  it("marks a notice read when its toast is clicked, as the bell does", async () => {
    const sources = stubEventSource();
    const { state, calls } = noticeServer([], 0, [5]);
    const router = renderBell({ live: true });
    expect(await screen.findByRole("button", { name: "通知" })).toBeTruthy();
    const arrived = notice(5);
    state.items.unshift(arrived);
    sources[0]!.listeners.get("notice")!(new MessageEvent("notice", { data: JSON.stringify(arrived) }));
    expect(await screen.findByRole("button", { name: "通知（未読 1 件）" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: /開く 欠席連絡5/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/contact"));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === `${N}/5/read`)).toBe(true),
    );
    expect(await screen.findByRole("button", { name: "通知" })).toBeTruthy();
  });

  it("counts a notice from the shell's one live channel, and reads again when the tab comes back", async () => {
    const sources = stubEventSource();
    const { state, calls } = noticeServer([notice(1, { read: true })]);
    renderBell({ live: true });
    expect(await screen.findByRole("button", { name: "通知" })).toBeTruthy();

    const arrived = notice(2, { title: "保健室から" });
    state.items.unshift(arrived);
    sources[0]!.listeners.get("notice")!(new MessageEvent("notice", { data: JSON.stringify(arrived) }));
    expect(await screen.findByRole("button", { name: "通知（未読 1 件）" })).toBeTruthy();
    // The toast and the bell share the one stream.
    expect(sources.map((s) => s.url)).toEqual([`${N}/stream`]);

    // A notice that came by mail only is not on the live channel: the bell finds it on coming back.
    state.items.unshift(notice(3, { title: "メールのみ" }));
    const reads = calls.filter((c) => c.method === "GET").length;
    window.dispatchEvent(new Event("visibilitychange"));
    expect(await screen.findByRole("button", { name: "通知（未読 2 件）" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "GET").length).toBe(reads + 1);
  });
});

describe("unreadBadge", () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [12345, "99+"],
  ])("%d → %s", (count, label) => {
    expect(unreadBadge(count)).toBe(label);
  });
});
