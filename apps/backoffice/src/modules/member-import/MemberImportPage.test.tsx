// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentMenuContext } from "../../app/read-only";
import { type MenuAuthorityCode, menuItem } from "../../app/testing/menu-item.testing";
import { fakeApi, type Handler } from "../../test/fake-api.testing";
import { MemberImportPage } from "./MemberImportPage";
import { MEMBER_IMPORT } from "./member-import-api";

const BASE = "/app/api/member-import";

const log = (overrides: Record<string, unknown> = {}) => ({
  syncLogId: 7,
  processMode: 0,
  fileName: "名簿.csv",
  fileType: "csv",
  stage: "CHECK",
  status: "WAITING",
  totalCount: 3,
  insertCount: 1,
  updateCount: 1,
  deleteCount: 0,
  errorCount: 1,
  issueCount: 2,
  warningCount: 0,
  deleteMode: null,
  createdBy: "admin01",
  createdAt: "2026-04-01T00:30:00.000Z",
  startedAt: "2026-04-01T00:30:00.000Z",
  finishedAt: "2026-04-01T00:30:01.000Z",
  columns: [],
  warnings: ["D列「備考」は取り込み項目にないため、無視しました。"],
  message: null,
  committable: false,
  progress: null,
  ...overrides,
});

const errorDetails = {
  items: [
    {
      id: 1,
      rowNumber: 4,
      memberId: "S1002",
      syncType: "INSERT",
      status: "ERROR",
      messages: [
        { fieldName: "name", column: "氏名", value: "", message: "入力してください" },
        {
          fieldName: "mobile_tel_no",
          column: "携帯電話番号",
          value: "12345",
          message: "電話番号の形式で入力してください",
        },
      ],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

function renderPage(handlers: Record<string, Handler>, authority: MenuAuthorityCode = 0) {
  const calls = fakeApi({
    [`GET ${BASE}/logs`]: [200, { items: [], total: 0, page: 1, pageSize: 10 }],
    ...handlers,
  });
  const menu = menuItem("member-import", { menuName: "メンバーインポート", authority });
  renderWithProviders(
    <CurrentMenuContext.Provider value={{ menuCd: "member-import", category: null, menu }}>
      <MemberImportPage variant={MEMBER_IMPORT} />
    </CurrentMenuContext.Provider>,
  );
  return calls;
}

const csvFile = () => new File(["会員ID,氏名\r\nS1,佐藤\r\n"], "名簿.csv", { type: "text/csv" });

async function chooseAndCheck(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, csvFile());
  await user.click(screen.getByRole("button", { name: "チェック" }));
}

describe("member import screen", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("checks a file and lists every error with its row, column, value and reason; no import then", async () => {
    const calls = renderPage({
      [`POST ${BASE}/upload`]: [200, log()],
      [`GET ${BASE}/logs/7/details`]: [200, errorDetails],
    });
    const user = userEvent.setup();
    await chooseAndCheck(user);
    expect(await screen.findByText("電話番号の形式で入力してください")).toBeTruthy();
    const row = screen.getByText("12345").closest("tr") as HTMLElement;
    expect(within(row).getByText("4")).toBeTruthy();
    expect(within(row).getByText("携帯電話番号")).toBeTruthy();
    expect(screen.getByText("新規 1件")).toBeTruthy();
    expect(screen.getByText("エラー 1件")).toBeTruthy();
    expect(screen.getByText("D列「備考」は取り込み項目にないため、無視しました。")).toBeTruthy();
    expect(screen.getByText(/エラーのある行があるため取り込めません/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "取り込み実行" })).toBeNull();
    const upload = calls.find((c) => c.method === "POST");
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(upload?.query.get("deleteMode")).toBe("");
  });

  it("shows why a file was refused beside the file input", async () => {
    renderPage({
      [`POST ${BASE}/upload`]: [
        400,
        {
          code: "VALIDATION_ERROR",
          message: "データ行がありません。見出し行の下にメンバーのデータを入力してください。",
        },
      ],
    });
    await chooseAndCheck(userEvent.setup());
    expect(await screen.findByText(/データ行がありません/)).toBeTruthy();
    expect(screen.getByText("ファイルを読み込めませんでした")).toBeTruthy();
  });

  it("lists cells read after a repair as warnings, in their own colour, and still offers the import", async () => {
    const restored = (column: string, value: string, message: string) => ({
      fieldName: column,
      column,
      value,
      message,
      warning: true,
    });
    const warningRows = {
      items: [
        {
          id: 3,
          rowNumber: 2,
          memberId: "S2001",
          syncType: "INSERT",
          status: "UNPROCESSED",
          messages: [
            restored("学科", "1", "先頭の0が欠けていたため 01 として読み込みました"),
            restored("郵便番号", "123456", "先頭の0が欠けていたため 012-3456 として読み込みました"),
          ],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    };
    const checked = log({ errorCount: 0, issueCount: 0, warningCount: 2, warnings: [], committable: true });
    const calls = renderPage({
      [`POST ${BASE}/upload`]: [200, checked],
      [`GET ${BASE}/logs/7`]: [200, checked],
      [`GET ${BASE}/logs/7/details`]: (call) =>
        call.query.get("status") === "UNPROCESSED"
          ? [200, warningRows]
          : [200, { ...warningRows, items: [] }],
    });
    await chooseAndCheck(userEvent.setup());
    const reason = await screen.findByText("先頭の0が欠けていたため 01 として読み込みました");
    const row = reason.closest("tr") as HTMLElement;
    expect(within(row).getByText("2")).toBeTruthy();
    expect(within(row).getByText("学科")).toBeTruthy();
    expect(within(row).getByText("注意")).toBeTruthy();
    // Orange, not the red of an error.
    expect(reason.closest("td")?.getAttribute("style") ?? "").toContain("orange");
    expect(screen.getByText("注意 2件")).toBeTruthy();
    expect(screen.getByText("値を補って読み込んだセルがあります（2件）")).toBeTruthy();
    expect(screen.queryByText(/エラーのある行があるため取り込めません/)).toBeNull();
    expect(screen.getByRole("button", { name: "取り込み実行" })).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith("/details") && c.query.get("status") === "UNPROCESSED")).toBe(
      true,
    );
  });

  it("imports after a confirmation and follows the job until it completes", async () => {
    const checked = log({ errorCount: 0, issueCount: 0, warnings: [], committable: true });
    const progress = { done: 0, total: 3, message: "3件を取り込んでいます" };
    const running = log({ stage: "COMMIT", status: "PROCESSING", errorCount: 0, progress });
    const completed = log({ stage: "COMMIT", status: "COMPLETED", errorCount: 0, insertCount: 2 });
    let polls = 0;
    let committed = false;
    const calls = renderPage({
      [`POST ${BASE}/upload`]: [200, checked],
      [`POST ${BASE}/commit`]: () => {
        committed = true;
        return [202, running];
      },
      [`GET ${BASE}/logs/7`]: () => {
        if (!committed) return [200, checked];
        polls++;
        return [200, polls > 1 ? completed : running];
      },
    });
    const user = userEvent.setup();
    await chooseAndCheck(user);
    await user.click(await screen.findByRole("button", { name: "取り込み実行" }));
    await user.click(await screen.findByRole("button", { name: "はい" }));
    expect(await screen.findByText("3件を取り込んでいます")).toBeTruthy();
    expect(await screen.findByText("取り込みが完了しました", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText("新規 2件、更新 1件")).toBeTruthy();
    expect(calls.find((c) => c.path === `${BASE}/commit`)?.body).toMatchObject({ syncLogId: 7 });
  });

  it("lets a reference-only user read the history but not check or import", async () => {
    renderPage(
      {
        [`GET ${BASE}/logs`]: [
          200,
          {
            items: [log({ stage: "COMMIT", status: "COMPLETED", errorCount: 0 })],
            total: 1,
            page: 1,
            pageSize: 10,
          },
        ],
      },
      1,
    );
    expect(await screen.findByText("完了")).toBeTruthy();
    expect(screen.getByText("admin01")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "チェック" }).getAttribute("data-disabled")).toBe("true"),
    );
    expect((screen.getByLabelText(/取り込むファイル/) as HTMLButtonElement).disabled).toBe(true);
  });
});
