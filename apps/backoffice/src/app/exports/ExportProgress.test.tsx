// @vitest-environment jsdom
import { registerCatalogue } from "@gakumu/ui";
import { renderWithProviders } from "@gakumu/ui/test";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, type Reply } from "../../test/fake-api.testing";
import { http } from "../http";
import { ExportProgress } from "./ExportProgress";
import type { ExportCatalogue } from "./export-texts";
import { type ExportJobStatus, useExportDownload } from "./use-export-download";

const texts = {
  encodingTitle: "CSVの文字コード",
  encodingMessage: "文字コードを選択してください。",
  shiftJis: "Shift_JIS",
  utf8: "UTF-8",
  submit: "出力",
  cancel: "キャンセル",
  preparing: "ファイルを作成しています",
  queued: "件数が多いため、ファイルを作成してからダウンロードします。",
  progress: "{{total}}件中{{done}}件を出力しました",
  started: "ダウンロードを開始しました。",
  failed: "ファイルの作成に失敗しました。",
};
registerCatalogue("export-progress-test", { ja: { export: texts }, en: { export: texts } });
const CATALOGUE: ExportCatalogue = { namespace: "export-progress-test", prefix: "export" };

/** The red notice of a job that ended without a file (Mantine names an alert by its title). */
const FAILED = { name: texts.failed };

const STARTED = "POST /app/api/test/export";
const STATUS = "GET /app/api/exports/job-1";

const body = (patch: Partial<ExportJobStatus>): ExportJobStatus => ({
  jobId: "job-1",
  status: "running",
  progressDone: 0,
  progressTotal: 3000,
  message: null,
  fileName: null,
  expiresAt: null,
  ...patch,
});
const status = (patch: Partial<ExportJobStatus>): Reply<ExportJobStatus> => [200, body(patch)];

/** The server's answers to one route, one per call; the last one repeats. */
const polls = <Body,>(...replies: Reply<Body>[]) => {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)]!;
};

function Screen() {
  const download = useExportDownload(CATALOGUE);
  return (
    <>
      <button
        type="button"
        onClick={() => void download.run((o) => http.download("/app/api/test/export", {}, o))}
      >
        出力する
      </button>
      <ExportProgress catalogue={CATALOGUE} download={download} />
    </>
  );
}

describe("export progress", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the server's words while a large file is written, e.g. that it runs again after a stop", async () => {
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    fakeApi({
      [STARTED]: [202, { jobId: "job-1", rowCount: 3000 }],
      [STATUS]: polls(
        status({
          progressDone: 1000,
          message: "処理中にサーバーが停止したため、再実行しています。3,000件中1,000件を出力しました",
        }),
        status({ status: "succeeded", progressDone: 3000, message: "完了しました。" }),
      ),
    });
    renderWithProviders(<Screen />);
    fireEvent.click(screen.getByRole("button", { name: "出力する" }));

    expect(
      await screen.findByText(
        "処理中にサーバーが停止したため、再実行しています。3,000件中1,000件を出力しました",
      ),
    ).toBeTruthy();
    expect(screen.getByText("ファイルを作成しています")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("ファイルを作成しています")).toBeNull());
    expect(screen.queryByRole("alert", FAILED)).toBeNull();
  });

  it("counts the rows itself while the server has no words for the progress", async () => {
    fakeApi({
      [STARTED]: [202, { jobId: "job-1", rowCount: 3000 }],
      [STATUS]: status({ progressDone: 1000 }),
    });
    renderWithProviders(<Screen />);
    fireEvent.click(screen.getByRole("button", { name: "出力する" }));
    expect(await screen.findByText("3,000件中1,000件を出力しました")).toBeTruthy();
  });

  it("keeps a failed job's reason on screen until it is closed or the next export starts", async () => {
    const reason = "処理中にサーバーが停止しました。再実行の回数を超えたため中止しました。";
    const calls = fakeApi({
      [STARTED]: polls([202, { jobId: "job-1", rowCount: 3000 }], [202, { jobId: "job-2", rowCount: 3000 }]),
      [STATUS]: polls(
        status({ message: "処理しています。" }),
        status({ status: "failed", progressDone: 1000, message: reason }),
      ),
      "GET /app/api/exports/job-2": [200, body({ jobId: "job-2" })],
    });
    renderWithProviders(<Screen />);
    fireEvent.click(screen.getByRole("button", { name: "出力する" }));
    expect(await screen.findByText("処理しています。")).toBeTruthy();

    const alert = await screen.findByRole("alert", FAILED);
    expect(alert.textContent).toContain("ファイルの作成に失敗しました。");
    expect(alert.textContent).toContain(reason);
    expect(screen.queryByText("ファイルを作成しています")).toBeNull();
    // Still there after the second poll and more: the failure is not a toast that fades.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByRole("alert", FAILED).textContent).toContain(reason);
    expect(calls.filter((c) => c.path === "/app/api/exports/job-1")).toHaveLength(2);

    fireEvent.click(within(alert).getByRole("button", { name: "閉じる" }));
    expect(screen.queryByRole("alert", FAILED)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "出力する" }));
    expect(await screen.findByText("ファイルを作成しています")).toBeTruthy();
  });

  it("clears a failure shown earlier when the next export starts", async () => {
    fakeApi({
      [STARTED]: polls([202, { jobId: "job-1", rowCount: 3000 }], [202, { jobId: "job-2", rowCount: 3000 }]),
      [STATUS]: status({ status: "failed", message: "処理に失敗しました。" }),
      "GET /app/api/exports/job-2": [200, body({ jobId: "job-2" })],
    });
    renderWithProviders(<Screen />);
    fireEvent.click(screen.getByRole("button", { name: "出力する" }));
    expect((await screen.findByRole("alert", FAILED)).textContent).toContain("処理に失敗しました。");

    fireEvent.click(screen.getByRole("button", { name: "出力する" }));
    await waitFor(() => expect(screen.queryByRole("alert", FAILED)).toBeNull());
    expect(await screen.findByText("ファイルを作成しています")).toBeTruthy();
  });
});
