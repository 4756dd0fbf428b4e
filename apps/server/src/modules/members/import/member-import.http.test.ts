import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../../test/auth-helpers";
import type { PermissionTenant } from "../../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../../test/test-app";
import { member } from "../members.tables";
import { createImportSchool, csv, MEMBER_IMPORT, uploader } from "./member-import.testing";
import { memberSyncLog } from "./member-sync-log.tables";

const HEADER = ["会員ID", "氏名", "氏名カナ", "学年", "学科", "コース", "携帯電話番号"];

describe("member import: template, check and history over HTTP", () => {
  const t = useTestApp();
  let school: PermissionTenant;
  let other: PermissionTenant;
  const as: Record<string, Record<string, string>> = {};
  let upload: ReturnType<typeof uploader>;

  beforeAll(async () => {
    school = await createImportSchool(t.database.db);
    other = await createImportSchool(t.database.db);
    as.admin = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    as.viewer = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "viewer" });
    as.stranger = await loginAs(t.app, { tenantCd: other.tenant.tenantCd, displayUserId: "admin" });
    upload = uploader(t.app);
  });

  const get = (url: string, who = "admin") => t.app.inject({ url, headers: as[who] });
  const logCount = async () => (await t.database.db.select().from(memberSyncLog)).length;

  it("serves the template as .xlsx and CSV with the organisation's titles in order, required marked", async () => {
    const res = await get(`${MEMBER_IMPORT}/template`, "viewer");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("メンバーインポート_テンプレート.xlsx")}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 4)).toEqual(["会員ID（必須）", "氏名（必須）", "氏名カナ", "性別"]);
    expect(header).toContain("学科");
    expect(book.worksheets[1]?.name).toBe("記入方法");

    const file = await get(`${MEMBER_IMPORT}/template?format=Csv`);
    expect(file.headers["content-type"]).toBe("text/csv; charset=Shift_JIS");
    expect(iconv.decode(file.rawPayload, "cp932")).toMatch(/^"会員ID（必須）","氏名（必須）","氏名カナ",/);
  });

  it("checks a CSV and reports every bad cell with its row, column, value and reason", async () => {
    const file = csv([
      HEADER,
      ["S0001", "既存　一郎", "キゾン　イチロウ", 2, "D1", "D1B", "090-1111-2222"],
      ["S1001", "新規　花子", "ｼﾝｷ ﾊﾅｺ", 1, "D2", "D2A", "09012345678"],
      ["S1002", "", "さとう", 9, "D9", "", "12345"],
      ["S1003", "重複　一", "", 1, "D1", "D2A", ""],
      ["S1003", "重複　二", "", 1, "", "", "=cmd|' /C calc'!A0"],
    ]);
    const res = await upload(as.admin, "名簿.csv", file);
    expect(res.statusCode, res.body).toBe(200);
    const log = res.json();
    expect(log).toMatchObject({
      fileName: "名簿.csv",
      fileType: "csv",
      stage: "CHECK",
      status: "WAITING",
      totalCount: 5,
      insertCount: 1,
      updateCount: 1,
      errorCount: 3,
      committable: false,
      createdBy: "admin",
    });
    const details = (await get(`${MEMBER_IMPORT}/logs/${log.syncLogId}/details?status=ERROR`)).json();
    expect(details.total).toBe(3);
    const lines = details.items.flatMap(
      (d: { rowNumber: number; messages: { column: string; value: string; message: string }[] }) =>
        d.messages.map((m) => [d.rowNumber, m.column, m.value, m.message]),
    );
    expect(lines).toEqual([
      [4, "氏名", "", "入力してください"],
      [4, "氏名カナ", "さとう", expect.stringContaining("全角カタカナ")],
      [4, "学年", "9", "学年「9」は学年マスタに登録されていません"],
      [4, "学科", "D9", "学科のコード「D9」は登録されていません"],
      [4, "携帯電話番号", "12345", expect.stringContaining("電話番号")],
      [5, "会員ID", "S1003", "会員ID「S1003」がファイル内で重複しています（6行目と同じ）"],
      [5, "コース", "D2A", "「D2A」は学科「D1」の下の所属ではありません"],
      [6, "会員ID", "S1003", "会員ID「S1003」がファイル内で重複しています（5行目と同じ）"],
      [6, "携帯電話番号", "=cmd|' /C calc'!A0", expect.stringContaining("数式として実行される")],
    ]);

    const refused = await t.app.inject({
      method: "POST",
      url: `${MEMBER_IMPORT}/commit`,
      headers: as.admin,
      payload: { syncLogId: log.syncLogId },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("エラーのある行があるため取り込めません");
  });

  it("reads Shift_JIS and UTF-8 with BOM, warns about unknown columns, and keeps leading zeros", async () => {
    const text = csv([
      ["会員ID", "氏名", "備考", "携帯電話番号"],
      ["00777", "髙橋　①子", "メモ", "090-1234-5678"],
    ]);
    for (const data of [
      iconv.encode(text, "cp932"),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
    ]) {
      const res = await upload(as.admin, "list.csv", data);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ insertCount: 1, errorCount: 0, committable: true });
      expect(res.json().warnings).toEqual(["C列「備考」は取り込み項目にないため、無視しました。"]);
    }
  });

  it("checks an .xlsx with date cells and numbers typed into text columns", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("名簿");
    sheet.addRow(["会員ID", "氏名", "生年月日", "携帯電話番号", "郵便番号"]);
    sheet.addRow(["00123", "日付　太郎", new Date(Date.UTC(2010, 4, 1)), 9012345678, 600001]);
    const res = await upload(as.admin, "名簿.xlsx", Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fileType: "xlsx", insertCount: 1, errorCount: 0, committable: true });
  });

  it.each([
    [
      "a PNG renamed .xlsx",
      "photo.xlsx",
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
      400,
      "PNG 画像",
    ],
    ["an empty file", "empty.csv", Buffer.alloc(0), 400, "ファイルが空です"],
    ["a header without rows", "header.csv", Buffer.from("会員ID,氏名\r\n\r\n"), 400, "データ行がありません"],
    [
      "a missing required column",
      "noname.csv",
      Buffer.from("会員ID,学年\r\nS1,1\r\n"),
      400,
      "必須の列がありません：氏名",
    ],
    [
      "bytes in no known encoding",
      "garbage.csv",
      Buffer.from([0x81, 0x20, 0xa0, 0xfd, 0xfe, 0xff, 0x0d, 0x0a]),
      400,
      "文字コード",
    ],
    [
      "a corrupt workbook",
      "broken.xlsx",
      Buffer.from("PK\u0003\u0004broken workbook bytes"),
      400,
      "Excel ファイルを読み込めません",
    ],
    ["more than 20 MB", "huge.csv", Buffer.alloc(20 * 1024 * 1024 + 10, 0x41), 413, "20MB"],
  ])("refuses %s with a clear message and stores nothing", async (_what, name, data, status, message) => {
    const before = await logCount();
    const res = await upload(as.admin, name, data);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    expect(await logCount()).toBe(before);
  });

  it("refuses a request without a file", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${MEMBER_IMPORT}/upload`,
      headers: as.admin,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("ファイルを選択してください");
  });

  it("lets a reference-only user read the history but not upload or commit", async () => {
    expect((await upload(as.viewer, "a.csv", csv([HEADER]))).statusCode).toBe(403);
    const commit = await t.app.inject({
      method: "POST",
      url: `${MEMBER_IMPORT}/commit`,
      headers: as.viewer,
      payload: { syncLogId: 1 },
    });
    expect(commit.statusCode).toBe(403);
    const list = await get(`${MEMBER_IMPORT}/logs`, "viewer");
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThan(0);
  });

  it("pages the history newest first and never shows another tenant's imports", async () => {
    const first = (await get(`${MEMBER_IMPORT}/logs?pageSize=2`)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.items[0].syncLogId).toBeGreaterThan(first.items[1].syncLogId);
    const id = first.items[0].syncLogId;
    expect((await get(`${MEMBER_IMPORT}/logs`, "stranger")).json()).toMatchObject({ total: 0, items: [] });
    for (const url of [`${MEMBER_IMPORT}/logs/${id}`, `${MEMBER_IMPORT}/logs/${id}/details`]) {
      expect((await get(url, "stranger")).statusCode).toBe(404);
    }
    const strangerCommit = await t.app.inject({
      method: "POST",
      url: `${MEMBER_IMPORT}/commit`,
      headers: as.stranger,
      payload: { syncLogId: id },
    });
    expect(strangerCommit.statusCode).toBe(404);
    const strangerExport = await t.app.inject({
      method: "POST",
      url: `${MEMBER_IMPORT}/logs/${id}/errors/export`,
      headers: as.stranger,
      payload: { format: "Csv" },
    });
    expect(strangerExport.statusCode).toBe(404);
    // The other school's members were never touched.
    const theirs = await t.database.db
      .select()
      .from(member)
      .where(and(eq(member.tenantId, other.tenant.id)));
    expect(theirs.map((m) => m.memberId).sort()).toEqual(["S0001", "S0002"]);
  });

  it("downloads the error report as Excel: row, member id, column, value, reason", async () => {
    const { items } = (await get(`${MEMBER_IMPORT}/logs?pageSize=100`)).json();
    const withErrors = items.find((l: { errorCount: number }) => l.errorCount > 0);
    const res = await t.app.inject({
      method: "POST",
      url: `${MEMBER_IMPORT}/logs/${withErrors.syncLogId}/errors/export`,
      headers: as.viewer,
      payload: { format: "Excel" },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(["行", "会員ID", "列", "値", "理由"]);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      4,
      "S1002",
      "氏名",
      undefined,
      "入力してください",
    ]);
    expect(sheet.rowCount).toBe(10);
  });
});
