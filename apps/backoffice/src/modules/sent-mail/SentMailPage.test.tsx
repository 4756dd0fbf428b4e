// @vitest-environment jsdom
import type { SentMailPage as SentMailPageBody, SentMailSummary } from "@gakumu/domain";
import { renderWithProviders } from "@gakumu/ui/test";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api.testing";
import { SentMailPage } from "./SentMailPage";

const keptCode: SentMailSummary = {
  id: 12,
  status: "kept",
  toAddress: "hanako@example.jp",
  subject: "認証コードのお知らせ",
  createdAt: "2026-04-01T00:30:00.000Z",
  sentAt: null,
  attempts: 1,
  lastError: null,
};
const refused: SentMailSummary = {
  id: 11,
  status: "failed",
  toAddress: "nobody@example.jp",
  subject: "パスワード再設定のお知らせ",
  createdAt: "2026-03-31T23:00:00.000Z",
  sentAt: null,
  attempts: 3,
  lastError: "550 5.1.1 Recipient address rejected",
};
const page = (items: SentMailSummary[]): SentMailPageBody => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

describe("送信メール screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists mails with Japanese statuses, Japan times and the SMTP result", async () => {
    fakeApi({ "GET /app/api/sent-mail": [200, page([keptCode, refused])] });
    renderWithProviders(<SentMailPage />);
    expect(await screen.findByText("hanako@example.jp")).toBeTruthy();
    const table = within(screen.getByRole("table"));
    expect(table.getByText("2026/04/01 09:30")).toBeTruthy();
    expect(table.getByText("未送信（保管）")).toBeTruthy();
    expect(table.getByText("送信失敗")).toBeTruthy();
    expect(screen.queryByText("kept")).toBeNull();
    expect(screen.getByText("550 5.1.1 Recipient address rejected")).toBeTruthy();
    expect(screen.getByText("2 件")).toBeTruthy();
  });

  it("searches by status and recipient", async () => {
    const calls = fakeApi({
      "GET /app/api/sent-mail": (call) =>
        call.query.get("status") === "failed" ? [200, page([refused])] : [200, page([keptCode, refused])],
    });
    renderWithProviders(<SentMailPage />);
    await screen.findByText("hanako@example.jp");
    fireEvent.click(screen.getByRole("textbox", { name: "状態" }));
    fireEvent.click(await screen.findByRole("option", { name: "送信失敗" }));
    fireEvent.change(screen.getByLabelText("宛先"), { target: { value: " nobody " } });
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    await vi.waitFor(() => expect(screen.queryByText("hanako@example.jp")).toBeNull());
    const last = calls.at(-1)!;
    expect(last.query.get("status")).toBe("failed");
    expect(last.query.get("to")).toBe("nobody");
    expect(last.query.get("page")).toBe("1");
  });

  it("shows one mail's full text, so a kept verification code can be read", async () => {
    fakeApi({
      "GET /app/api/sent-mail": [200, page([keptCode])],
      "GET /app/api/sent-mail/12": [
        200,
        {
          ...keptCode,
          fromAddress: "デモ学園 <no-reply@gakumu.local>",
          textBody: "山田 花子 様\n\n認証コード：482913\n<script>alert(1)</script>",
          messageId: null,
        },
      ],
    });
    renderWithProviders(<SentMailPage />);
    fireEvent.click(await screen.findByRole("button", { name: "表示 認証コードのお知らせ" }));
    const dialog = await screen.findByRole("dialog");
    const body = await within(dialog).findByTestId("mail-body");
    expect(body.textContent).toContain("認証コード：482913");
    // Text, never markup.
    expect(body.textContent).toContain("<script>alert(1)</script>");
    expect(dialog.querySelector("script")).toBeNull();
    expect(within(dialog).getByText("デモ学園 <no-reply@gakumu.local>")).toBeTruthy();
    expect(within(dialog).getByText("未送信（保管）")).toBeTruthy();
  });

  it("says so when no mail matches", async () => {
    fakeApi({ "GET /app/api/sent-mail": [200, page([])] });
    renderWithProviders(<SentMailPage />);
    expect(await screen.findByText("該当するメールはありません。")).toBeTruthy();
  });
});
