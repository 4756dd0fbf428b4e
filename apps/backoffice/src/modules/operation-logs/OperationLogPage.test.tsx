// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api.testing";
import { OperationLogPage } from "./OperationLogPage";
import type { LogSearchResult } from "./operation-logs-api";

const operationPage = (total: number, functionName = "会員一覧"): LogSearchResult => ({
  kind: "operation",
  total,
  page: 1,
  pageSize: 20,
  items: [
    {
      id: 1,
      occurredAt: "2026-04-01T00:30:15.000Z",
      displayUserId: "admin01",
      logType: "CLICK",
      functionId: "member-list",
      functionName,
      buttonId: "search",
      buttonName: "検索",
      screenPath: "/member-list",
      ip: "192.0.2.1",
    },
  ],
});

const auditPage: LogSearchResult = {
  kind: "audit",
  total: 1,
  page: 1,
  pageSize: 20,
  items: [
    {
      id: 7,
      occurredAt: "2026-04-01T01:00:00.000Z",
      displayUserId: "admin01",
      action: "PUT /app/api/members/:id",
      targetType: "member",
      targetId: "15",
      summary: "メンバーを更新しました",
      statusCode: 200,
      ip: "192.0.2.1",
    },
  ],
};

describe("operation log screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the last week's clicks in Japan time and searches with the conditions entered", async () => {
    const calls = fakeApi({
      "POST /app/api/operation-logs/search": (call) =>
        (call.body as { user: string }).user === "adm"
          ? [200, operationPage(1, "絞り込み結果")]
          : [200, operationPage(45)],
    });
    renderWithProviders(<OperationLogPage />);
    expect(await screen.findByText("2026/04/01 09:30:15")).toBeTruthy();
    expect(screen.getByText("45 件")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "機能" })).toBeTruthy();
    // The log type by its name, not its code.
    expect(screen.getByText("クリック")).toBeTruthy();
    expect(screen.queryByText("CLICK")).toBeNull();
    const first = calls[0]!.body as Record<string, unknown>;
    expect(first).toMatchObject({ kind: "operation", user: "", function: "", page: 1 });
    expect(String(first.from)).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.change(screen.getByLabelText("ユーザー"), { target: { value: " adm " } });
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    expect(await screen.findByText("絞り込み結果")).toBeTruthy();
    expect(calls.at(-1)!.body).toMatchObject({ user: "adm", page: 1 });
  });

  it("shows the audit trail as soon as its tab is chosen, never the operation rows under it", async () => {
    const calls = fakeApi({
      "POST /app/api/operation-logs/search": (call) =>
        (call.body as { kind: string }).kind === "audit" ? [200, auditPage] : [200, operationPage(45)],
    });
    renderWithProviders(<OperationLogPage />);
    expect(await screen.findByText("会員一覧")).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "監査ログ" }));
    expect(await screen.findByText("メンバーを更新しました")).toBeTruthy();
    expect(screen.queryByText("会員一覧")).toBeNull();
    expect(screen.getByText("1 件")).toBeTruthy();
    expect(calls.at(-1)!.body).toMatchObject({ kind: "audit", page: 1 });
  });

  it("asks the format, follows a large export's job in the server's words and then starts the file's download", async () => {
    // The job's own message: here the first attempt died with its server and this one runs again.
    const AFTER_STOP = "処理中にサーバーが停止したため、再実行しています。5,000件中1,000件を出力しました";
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute("href") ?? "");
    });
    let polls = 0;
    const calls = fakeApi({
      "POST /app/api/operation-logs/search": [200, operationPage(5000)],
      "POST /app/api/operation-logs/export": [202, { jobId: "job-1", rowCount: 5000 }],
      "GET /app/api/exports/job-1": () => {
        polls++;
        const done = polls > 1;
        return [
          200,
          {
            jobId: "job-1",
            status: done ? "succeeded" : "running",
            progressDone: done ? 5000 : 1000,
            progressTotal: 5000,
            message: done ? "完了しました。" : AFTER_STOP,
            fileName: done ? "操作ログ_20260401_0930.csv" : null,
            expiresAt: null,
          },
        ];
      },
    });
    renderWithProviders(<OperationLogPage />);
    await screen.findByText("5,000 件");
    fireEvent.click(screen.getByRole("button", { name: "ダウンロード" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByText("CSV形式（.csv）"));
    fireEvent.click(within(dialog).getByRole("button", { name: "ダウンロード" }));

    expect(await screen.findByText("ファイルを作成しています")).toBeTruthy();
    expect(await screen.findByText(AFTER_STOP)).toBeTruthy();
    expect(calls.find((c) => c.path === "/app/api/operation-logs/export")?.body).toMatchObject({
      kind: "operation",
      format: "Csv",
    });
    await waitFor(() => expect(clicked).toEqual(["/app/api/exports/job-1/file"]), { timeout: 4000 });
    expect(screen.queryByText("ファイルを作成しています")).toBeNull();
  });
});
