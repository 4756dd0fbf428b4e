// @vitest-environment jsdom
import type { RssFeedItem, TargetOptions } from "@gakumu/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { RssPage } from "./screens";

const options: TargetOptions = {
  nodes: [{ divisionCd: "FUTSU", parentDivisionCd: "0", name: "普通科", depth: 1 }],
  grades: [],
  attributes: [],
  groups: [{ id: 7, name: "吹奏楽部", memberCount: 42 }],
};

const feed: RssFeedItem = {
  id: 3,
  name: "学校ニュース",
  url: "https://school.example/feed.xml",
  target: { nodes: ["FUTSU"], grades: [], attributes: [], groupIds: [], memberIds: [], sendTarget: "VALID" },
  members: [],
  enabled: true,
  pausedReason:
    "10回続けて取得に失敗したため、自動確認を停止しました。フィードのURLを確認し、「再開」を押してください。",
  lastCheckedAt: "2026-11-26T01:05:00.000Z",
  lastSuccessAt: null,
  lastNewItemAt: "2026-11-25T23:00:00.000Z",
  lastError: "フィードのサーバーでエラーが発生しました（HTTP 503）。",
  consecutiveFailures: 10,
  itemCount: 4,
  sentCount: 1,
  createdAt: "2026-11-20T00:00:00.000Z",
};

describe("RSS linkage screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the poll state in Japanese with §9 dates, resumes a paused feed and checks it now", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/rss-linkage/feeds": [200, { items: [feed] }],
      "POST /app/api/v2/rss-linkage/feeds/3/resume": [
        200,
        { ...feed, pausedReason: null, consecutiveFailures: 0 },
      ],
      "POST /app/api/v2/rss-linkage/feeds/3/check": [
        200,
        { result: "ok", newItems: 1, sent: 1, message: "新しい記事1件のうち1件を配信しました。", feed },
      ],
    });
    renderMenuScreen("rss-linkage", <RssPage />);
    const row = await screen.findByTestId("feed-3");
    expect(within(row).getByText("停止中")).toBeTruthy();
    expect(within(row).getByText("連続失敗 10回")).toBeTruthy();
    expect(within(row).getByText("2026/11/26 10:05")).toBeTruthy();
    expect(within(row).getByText("記事 4件（配信 1件）")).toBeTruthy();
    expect(screen.getByText("フィードのサーバーでエラーが発生しました（HTTP 503）。")).toBeTruthy();
    expect(screen.getAllByText(/登録後に新しく公開された記事から配信します/).length).toBeGreaterThan(0);
    fireEvent.click(within(row).getByRole("button", { name: "再開" }));
    fireEvent.click(within(row).getByRole("button", { name: "今すぐ確認" }));
    await waitFor(() => {
      expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/3/resume"))).toBe(true);
      expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/3/check"))).toBe(true);
    });
    expect(await screen.findByText("新しい記事1件のうち1件を配信しました。")).toBeTruthy();
  });

  it("registers a feed with the push target picker and its live count", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/rss-linkage/feeds": [200, { items: [] }],
      "GET /app/api/v2/rss-linkage/target-options": [200, options],
      "POST /app/api/v2/rss-linkage/target-count": (call) => {
        const target = (call.body as { target: { nodes: string[] } }).target;
        return [200, { count: target.nodes.length * 38 }];
      },
      "POST /app/api/v2/rss-linkage/feeds": [201, { ...feed, id: 9, pausedReason: null, lastError: null }],
    });
    renderMenuScreen("rss-linkage", <RssPage />);
    expect(await screen.findByText("登録されたフィードはありません。")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "フィードを登録" }));
    fireEvent.change(await screen.findByLabelText(/名称/), { target: { value: "学校ニュース" } });
    fireEvent.change(screen.getByLabelText(/フィードのURL/), {
      target: { value: "https://school.example/feed.xml" },
    });
    fireEvent.click(await screen.findByRole("checkbox", { name: "普通科" }));
    await waitFor(() => expect(screen.getByTestId("recipient-count").textContent).toBe("38人"));
    fireEvent.click(screen.getByRole("button", { name: "保存する" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/rss-linkage/feeds"))).toBe(true),
    );
    const sent = calls.find((c) => c.method === "POST" && c.path.endsWith("/rss-linkage/feeds"))!.body;
    expect(sent).toMatchObject({
      name: "学校ニュース",
      url: "https://school.example/feed.xml",
      enabled: true,
      target: { nodes: ["FUTSU"], sendTarget: "VALID" },
    });
  });

  it("disables every change on a reference-only menu", async () => {
    fakeApi({ "GET /app/api/v2/rss-linkage/feeds": [200, { items: [feed] }] });
    renderMenuScreen("rss-linkage", <RssPage />, "/rss-linkage", 1);
    const row = await screen.findByTestId("feed-3");
    for (const name of ["今すぐ確認", "再開", "編集", "削除"])
      expect(within(row).getByRole("button", { name }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "フィードを登録" }).hasAttribute("disabled")).toBe(true);
  });
});
