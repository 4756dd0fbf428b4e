// @vitest-environment jsdom
import "../../i18n";
import type { NewsApprovalView, NewsDetail, NewsListPage } from "@gakumu/domain";
import { renderWithProviders } from "@gakumu/ui/test";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isPublicPath } from "../../app/navigation";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { AnnouncementApprovalPage, FaqApprovalPage } from "./NewsApprovalPage";
import { NewsPage } from "./screens";

const A = "/app/api/v2/announcements";
const item = {
  id: 7,
  type: "ANNOUNCEMENT" as const,
  title: "運動会の延期",
  bodyHtml: "<p>雨のため<strong>延期</strong>します。</p>",
  categoryName: "行事",
  attachments: [],
  publishFrom: "2026-10-01 08:00",
  publishTo: null,
  pinned: true,
};
const VIEW: NewsApprovalView = {
  item,
  approverName: "教頭 花子",
  authorName: "佐藤 一郎",
  stage: 1,
  stageCount: 2,
  audience: "BOTH",
  recipientCount: 38,
};
const DETAIL: NewsDetail = {
  ...item,
  status: 3,
  version: 4,
  categoryId: 1,
  audience: "BOTH",
  target: { nodes: ["F1"] },
  recipientCount: 0,
  readCount: 0,
  approvalStage: null,
  canApprove: false,
  returnComment: "日程を追記してください。",
  notifyMembers: true,
  notified: false,
  authorName: "佐藤 一郎",
  updatedAt: "2026-10-01T00:00:00.000Z",
  history: [
    {
      action: "SUBMIT",
      stage: null,
      actorName: "佐藤 一郎",
      via: "BACKOFFICE",
      comment: "",
      at: "2026-09-30T00:00:00.000Z",
    },
    {
      action: "RETURN",
      stage: 1,
      actorName: "教頭 花子",
      via: "MAIL_LINK",
      comment: "日程を追記してください。",
      at: "2026-09-30T01:00:00.000Z",
    },
  ],
};
const LIST: NewsListPage = {
  items: [
    {
      id: 7,
      type: "ANNOUNCEMENT",
      title: "運動会の延期",
      status: 4,
      categoryName: "行事",
      audience: "BOTH",
      publishFrom: "2026-10-01 08:00",
      publishTo: null,
      pinned: true,
      updatedAt: "2026-10-01T00:00:00.000Z",
      authorName: "佐藤 一郎",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

function openPublic(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/announcement-approval", element: <AnnouncementApprovalPage /> },
      { path: "/faq-approval", element: <FaqApprovalPage /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/announcement-approval and /faq-approval", () => {
  it("are public pages", () => {
    expect(isPublicPath("/announcement-approval")).toBe(true);
    expect(isPublicPath("/faq-approval")).toBe(true);
  });

  it("shows the item as members see it; a return needs a comment; approving posts the key and type", async () => {
    const calls = fakeApi({
      "POST /app/api/news-approval/open": [200, VIEW],
      "POST /app/api/news-approval/decide": [200, { decision: "APPROVE", status: 4, title: item.title }],
    });
    openPublic("/announcement-approval?key=abc");
    expect(await screen.findByText("運動会の延期")).toBeTruthy();
    expect(screen.getByText("延期").tagName).toBe("STRONG");
    expect(screen.getByText(/教頭 花子 様、佐藤 一郎 さんから承認の依頼です/)).toBeTruthy();
    expect(screen.getByText(/1段階目（全2段階）/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "差し戻す" }));
    expect(await screen.findByText("差し戻す理由を入力してください")).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith("/decide"))).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "承認する" }));
    expect(await screen.findByText("次の段階の承認者に依頼メールを送りました。")).toBeTruthy();
    const decide = calls.find((c) => c.path.endsWith("/decide"))!;
    expect(decide.body).toEqual({ type: "ANNOUNCEMENT", key: "abc", decision: "APPROVE", comment: "" });
    expect(calls[0]!.body).toEqual({ type: "ANNOUNCEMENT", key: "abc" });
  });

  it("shows the server's Japanese reason for a link that no longer works", async () => {
    fakeApi({
      "POST /app/api/news-approval/open": [
        403,
        {
          code: "FORM_ACCESS_KEY_IS_NOT_VALID",
          message: "このFAQは、承認依頼のメールが送られた後に内容が変更されました。",
        },
      ],
    });
    openPublic("/faq-approval?key=old");
    expect(await screen.findByText("このリンクは使用できません")).toBeTruthy();
    expect(screen.getAllByText(/内容が変更されました/).length).toBeGreaterThan(0);
  });
});

describe("お知らせ screen", () => {
  it("lists items with status labels, filters by status, and opens one with its return comment and history", async () => {
    const calls = fakeApi({
      [`GET ${A}`]: [200, LIST],
      [`GET ${A}/categories`]: [200, { items: [{ id: 1, name: "行事", itemCount: 1 }] }],
      [`GET ${A}/7`]: [200, DETAIL],
      [`POST ${A}/7/submit`]: [200, { ...DETAIL, status: 4, approvalStage: 1, returnComment: null }],
    });
    renderMenuScreen("announcement", <NewsPage type="ANNOUNCEMENT" />);
    const open = await screen.findByRole("button", { name: "運動会の延期" });
    const row = open.closest("tr")!;
    expect(row.textContent).toContain("承認待ち");
    expect(row.textContent).toContain("2026/10/01 08:00");
    expect(row.textContent).toContain("メンバーと職員");
    fireEvent.click(open);
    expect(await screen.findByText("差し戻しコメント")).toBeTruthy();
    expect(screen.getAllByText("日程を追記してください。").length).toBeGreaterThan(0);
    expect(screen.getByText("差し戻し（1段階目）")).toBeTruthy();
    expect(screen.getByText("メールのリンク")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "承認を申請" }));
    fireEvent.click(await screen.findByRole("button", { name: "はい" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === `${A}/7/submit`)).toBe(true),
    );
    expect(calls.find((c) => c.path === `${A}/7/submit`)!.body).toMatchObject({ version: 4 });
  });
});
