// @vitest-environment jsdom
import type { PushDetail, PushHistoryItem, TargetOptions } from "@gakumu/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { ComposePage, HistoryPage } from "./screens";

const options: TargetOptions = {
  nodes: [
    { divisionCd: "FUTSU", parentDivisionCd: "0", name: "普通科", depth: 1 },
    { divisionCd: "F3", parentDivisionCd: "FUTSU", name: "3年", depth: 2 },
    { divisionCd: "F32", parentDivisionCd: "F3", name: "2組", depth: 3 },
  ],
  grades: [
    { gradeCd: 1, name: "1年" },
    { gradeCd: 3, name: "3年" },
  ],
  attributes: [],
  groups: [{ id: 7, name: "吹奏楽部", memberCount: 42 }],
};

const item: PushHistoryItem = {
  id: 5,
  kind: 1,
  title: "明日の保護者会",
  status: 2,
  reservedAt: "2026-04-01T22:00:00.000Z",
  sentAt: null,
  createdAt: "2026-04-01T03:00:00.000Z",
  createdBy: "山田 先生",
  resendType: null,
  summary: { recipients: 120, sent: 0, failed: 0, pending: 120, read: 0, replied: 0 },
};

const detail: PushDetail = {
  ...item,
  bodyHtml: "<p>明日は保護者会です。</p>",
  links: [],
  attachments: [],
  replyType: "NONE",
  replyChoices: [],
  notifyReplyToSender: false,
  urgent: false,
  sendTarget: "VALID",
  targetLabels: ["所属: 普通科 ／ 3年 ／ 2組", "送信対象: 有効なメンバーのみ"],
  choiceCounts: [],
  cancelable: true,
};

describe("push screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("counts the recipients live as the tree, grades and groups are ticked", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/push-notifications/target-options": [200, options],
      "GET /app/api/v2/push-notifications/templates": [200, { items: [] }],
      "POST /app/api/v2/push-notifications/target-count": (call) => {
        const target = (call.body as { target: { nodes: string[]; groupIds: number[] } }).target;
        return [200, { count: target.nodes.length * 38 + target.groupIds.length * 42 }];
      },
    });
    renderMenuScreen("push-notification", <ComposePage kind={1} />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "2組" }));
    await waitFor(() => expect(screen.getByTestId("recipient-count").textContent).toBe("38人"));
    const sent = calls.filter((c) => c.path.endsWith("/target-count")).at(-1)?.body;
    expect(sent).toMatchObject({ target: { nodes: ["F32"], sendTarget: "VALID" } });
    // 3年 is both a node of the tree and a grade: the count sends each where it belongs.
    expect(screen.getAllByRole("checkbox", { name: "3年" })).toHaveLength(2);
    expect(screen.getByText("有効なメンバーのみ")).toBeTruthy();
  });

  it("disables sending on a reference-only menu", async () => {
    fakeApi({
      "GET /app/api/v2/push-notifications/target-options": [200, options],
      "GET /app/api/v2/push-notifications/templates": [200, { items: [] }],
      "POST /app/api/v2/push-notifications/target-count": [200, { count: 0 }],
    });
    renderMenuScreen("push-notification", <ComposePage kind={1} />, "/push-notification", 1);
    const send = await screen.findByRole("button", { name: "送信する" });
    expect(send.getAttribute("aria-disabled")).toBe("true");
  });

  it("lists the history with labels and yyyy/MM/dd HH:mm, and opens a reserved one to cancel", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/push-history": [200, { items: [item], total: 1, page: 1, pageSize: 20 }],
      "GET /app/api/v2/push-history/5": [200, detail],
      "GET /app/api/v2/push-history/5/recipients": [200, { items: [], total: 0, page: 1, pageSize: 50 }],
      "POST /app/api/v2/push-history/5/cancel": [200, { ...detail, status: 3, cancelable: false }],
    });
    renderMenuScreen("push-history", <HistoryPage />);
    const row = (await screen.findByText("明日の保護者会")).closest("tr") as HTMLElement;
    expect(within(row).getByText("送信待ち（予約）")).toBeTruthy();
    expect(within(row).getByText("2026/04/02 07:00")).toBeTruthy();
    expect(within(row).getByText("0（0%）")).toBeTruthy();
    fireEvent.click(screen.getByText("明日の保護者会"));
    expect(await screen.findByText("所属: 普通科 ／ 3年 ／ 2組")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "予約を取り消す" }));
    fireEvent.click(await screen.findByRole("button", { name: "はい" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/5/cancel"))).toBe(true),
    );
  });
});
