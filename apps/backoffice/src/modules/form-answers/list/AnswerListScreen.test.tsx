// @vitest-environment jsdom
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { missingExportTexts } from "../../../app/exports/export-texts.testing";
import { renderMenuScreen } from "../../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../../test/fake-api.testing";
import { dashboardRow, listResponse, row } from "../answers-test-kit.testing";
import { FormAnswerPages } from "../FormAnswerPages";
import { ANSWER_DOWNLOAD_TEXTS } from "../i18n";

const LIST = "GET /app/api/v2/form/12/answers";
const DASHBOARD = "GET /app/api/v2/form-dashboard";
const dashboard = [
  200,
  { forms: [dashboardRow(12, "2026年度 出願フォーム"), dashboardRow(13, "資料請求")] },
] as const;
const lastList = (calls: { path: string; query: URLSearchParams }[]) =>
  calls.filter((c) => c.path === "/app/api/v2/form/12/answers").at(-1)?.query;

describe("answer list", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // Toasts live in Mantine's global store (5 shown at once): each test starts with none.
    notifications.clean();
  });

  it("asks for a form first, and opens the chosen form's answers", async () => {
    fakeApi({ [DASHBOARD]: [...dashboard], [LIST]: [200, listResponse([row(41, 7)])] });
    const router = renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer?categoryCd=300");
    expect(await screen.findByText("回答を表示するフォームを選択してください。")).toBeTruthy();
    fireEvent.click(screen.getByRole("textbox", { name: "フォーム" }));
    fireEvent.click(await screen.findByRole("option", { name: "資料請求（F13）" }));
    await waitFor(() => expect(router.state.location.search).toBe("?categoryCd=300&formId=13"));
  });

  it("lists a page of 20 and turns the status chips, period, keyword and sort into the query", async () => {
    const calls = fakeApi({ [DASHBOARD]: [...dashboard], [LIST]: [200, listResponse([row(41, 7)], 45)] });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer?formId=12");
    const table = await screen.findByRole("table");
    expect(within(table).getByText("7")).toBeTruthy();
    expect(within(table).getByText("hanako@example.jp")).toBeTruthy();
    expect(within(table).getByText("普通科")).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: "志望学科" })).toBeTruthy();
    expect(screen.getByText("45 件")).toBeTruthy();
    expect(Object.fromEntries(lastList(calls) ?? [])).toMatchObject({
      page: "1",
      pageSize: "20",
      sort: "receiptNo",
      order: "desc",
    });
    expect(lastList(calls)?.has("status")).toBe(false);

    fireEvent.click(screen.getByRole("checkbox", { name: "確定 5" }));
    await waitFor(() => expect(lastList(calls)?.get("status")).toBe("3"));
    fireEvent.click(screen.getByRole("checkbox", { name: "差し戻し 1" }));
    await waitFor(() => expect(lastList(calls)?.get("status")).toBe("3,4"));

    fireEvent.change(screen.getByLabelText("送信日（から）"), { target: { value: "2026-04-01" } });
    fireEvent.change(screen.getByLabelText("送信日（まで）"), { target: { value: "2026-04-30" } });
    fireEvent.change(screen.getByLabelText("キーワード"), { target: { value: " 佐藤 " } });
    fireEvent.click(screen.getByRole("button", { name: "検索" }));
    await waitFor(() =>
      expect(Object.fromEntries(lastList(calls) ?? [])).toMatchObject({
        status: "3,4",
        submittedFrom: "2026-04-01",
        submittedTo: "2026-04-30",
        keyword: "佐藤",
        page: "1",
      }),
    );

    fireEvent.click(screen.getByRole("button", { name: "最終送信日時で並べ替え" }));
    await waitFor(() =>
      expect(Object.fromEntries(lastList(calls) ?? [])).toMatchObject({
        sort: "lastSubmittedAt",
        order: "asc",
      }),
    );
  });

  it("changes the ticked answers' status, refusing a remand without a message, and names the skipped", async () => {
    const calls = fakeApi({
      [DASHBOARD]: [...dashboard],
      [LIST]: [200, listResponse([row(41, 7), row(42, 8, { answerStatus: 5 })])],
      "POST /app/api/v2/form/12/answers/bulk-status": [
        200,
        { changed: 1, skipped: [{ answerId: 42, reason: "取消された回答は差し戻しできません" }] },
      ],
    });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer?formId=12");
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("checkbox", { name: "受付番号 7 を選択" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "受付番号 8 を選択" }));
    expect(screen.getByText("2 件選択中")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "状態を一括変更" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "差し戻し" }));

    const dialog = await screen.findByRole("dialog", { name: "回答状況の一括変更" });
    expect(within(dialog).getByText("選択した 2 件の回答を「差し戻し」にします。")).toBeTruthy();
    expect(within(dialog).getByText(/回答者にメールで送信され/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "差し戻し" }));
    expect(await within(dialog).findByText("差し戻しの理由を入力してください")).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith("/bulk-status"))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/差し戻しの理由/), {
      target: { value: "  志望理由を具体的に書いてください  " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "差し戻し" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith("/bulk-status"))?.body).toMatchObject({
        answerIds: [41, 42],
        status: 4,
        message: "志望理由を具体的に書いてください",
      }),
    );
    expect(await screen.findByText("1 件の回答を「差し戻し」にしました。")).toBeTruthy();
    expect(screen.getByText("変更しなかった回答があります（1 件）")).toBeTruthy();
    expect(screen.getByText("受付番号 8：取消された回答は差し戻しできません")).toBeTruthy();
    expect(screen.queryByText("2 件選択中")).toBeNull();
  });

  it("disables the bulk change for a reference-only user but still exports", async () => {
    fakeApi({ [DASHBOARD]: [...dashboard], [LIST]: [200, listResponse([row(41, 7)])] });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer?formId=12", 1);
    await screen.findByRole("table");
    expect(screen.getByRole("button", { name: "状態を一括変更" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "エクスポート" }).hasAttribute("disabled")).toBe(false);
    expect(
      screen.getByRole("button", { name: "添付ファイル一括ダウンロード" }).hasAttribute("disabled"),
    ).toBe(false);
  });

  it("exports the ticked answers as UTF-8 CSV and follows a large file's job to its download", async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute("href") ?? "");
    });
    let polls = 0;
    const calls = fakeApi({
      [DASHBOARD]: [...dashboard],
      [LIST]: [200, listResponse([row(41, 7), row(42, 8)])],
      "POST /app/api/v2/form/12/answers/export": [202, { jobId: "job-5" }],
      "GET /app/api/exports/job-5": () => {
        polls++;
        const done = polls > 1;
        return [
          200,
          {
            jobId: "job-5",
            status: done ? "succeeded" : "running",
            progressDone: done ? 2 : 1,
            progressTotal: 2,
            message: null,
            fileName: done ? "回答一覧.xlsx" : null,
            expiresAt: null,
          },
        ];
      },
    });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer?formId=12");
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("checkbox", { name: "受付番号 8 を選択" }));
    fireEvent.click(screen.getByRole("button", { name: "エクスポート" }));
    const format = await screen.findByRole("dialog");
    expect(within(format).getByText("選択した 1 件が対象です。")).toBeTruthy();
    fireEvent.click(within(format).getByText("CSV形式（.csv）"));
    fireEvent.click(within(format).getByRole("button", { name: "ダウンロード" }));
    const encoding = await screen.findByRole("dialog", { name: "CSVの文字コード" });
    fireEvent.click(within(encoding).getByLabelText("UTF-8（BOM付き）"));
    fireEvent.click(within(encoding).getByRole("button", { name: "ダウンロード" }));

    expect(await screen.findByText("ファイルを作成しています")).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/export"))?.body).toMatchObject({
      format: "Csv",
      encoding: "UTF-8",
      answerIds: [42],
      sort: "receiptNo",
    });
    await waitFor(() => expect(clicked).toEqual(["/app/api/exports/job-5/file"]), { timeout: 4000 });
  });

  it("asks the zip of attachments for the answers found when none is ticked", async () => {
    const calls = fakeApi({
      [DASHBOARD]: [...dashboard],
      [LIST]: [200, listResponse([row(41, 7)])],
      "POST /app/api/v2/form/12/answers/files-zip": [
        404,
        { code: "NOT_FOUND", message: "添付ファイルはありません。" },
      ],
    });
    renderMenuScreen("form-answer", <FormAnswerPages />, "/form-answer?formId=12");
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("checkbox", { name: "確定 5" }));
    await waitFor(() => expect(lastList(calls)?.get("status")).toBe("3"));
    fireEvent.click(screen.getByRole("button", { name: "添付ファイル一括ダウンロード" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith("/files-zip"))?.body).toMatchObject({ status: "3" }),
    );
    const zipBody = calls.find((c) => c.path.endsWith("/files-zip"))?.body as Record<string, unknown>;
    expect(zipBody.answerIds).toBeUndefined();
    // The server's words, not the generic "URL does not exist" of a 404 (spec §8.2).
    expect(await screen.findByText("添付ファイルはありません。")).toBeTruthy();
  });

  it("has every text of the shared export controls in Japanese and English", () => {
    expect(missingExportTexts(ANSWER_DOWNLOAD_TEXTS)).toEqual([]);
  });
});
