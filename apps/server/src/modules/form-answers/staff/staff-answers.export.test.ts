import fs from "node:fs/promises";
import path from "node:path";
import { FormAnswerStatus as S } from "@gakumu/domain";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { FULL_AUTHORITY } from "../../../../test/permissions/permission-fixtures";
import { usePermissionTestApp } from "../../../../test/permissions/permission-test-app";
import { form } from "../../forms/forms.tables";
import { formAnswer } from "../form-answers.tables";
import { answerExport } from "./answer-export";
import { MISSING_LIST_NAME } from "./answer-files-zip";
import {
  type AnswerSchool,
  addAnswer,
  addAnswerFile,
  addFormUser,
  createAnswerSchool,
  fileRootOf,
  pdfBytes,
} from "./answer-fixtures.testing";

describe("staff answer export, files and zip", () => {
  const t = usePermissionTestApp();
  let school: AnswerSchool;
  let other: AnswerSchool;
  let base: string;
  const files: { id: string; answerId: number }[] = [];

  beforeAll(async () => {
    const db = t.database.db;
    school = await createAnswerSchool(t.app, db);
    other = await createAnswerSchool(t.app, db);
    base = `/app/api/v2/form/${school.formId}/answers`;
    const root = fileRootOf(t);
    const hanako = await addFormUser(db, school, { loginId: "hanako@example.com", name: "山田　花子" });
    const first = await addAnswer(db, school, {
      formUserId: hanako.id,
      mailAddress: "hanako@example.com",
      values: { name: "山田　花子", course: "2", commerceReason: '=HYPERLINK("http://evil")', report: null },
      submittedAt: new Date("2026-04-01T09:30:00+09:00"),
    });
    const second = await addAnswer(db, school, { values: { name: "佐藤　次郎", course: "1", report: null } });
    await addAnswer(db, school, { status: S.DRAFT, values: { name: "下書き" } });
    const f1 = await addAnswerFile(db, root, first, { fileName: "調査書.pdf", content: pdfBytes("one") });
    const f2 = await addAnswerFile(db, root, second, {
      fileName: "../../秘密.pdf",
      content: pdfBytes("two"),
    });
    files.push({ id: f1.id, answerId: first.id }, { id: f2.id, answerId: second.id });
  });

  const post = (url: string, payload: object, headers = school.adminHeaders) =>
    t.app.inject({ method: "POST", url, headers, payload });

  it("exports one row per sent answer and one column per item to Excel, formulas neutralised", async () => {
    const res = await post(`${base}/export`, { format: "Excel" });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-disposition"]).toContain("filename*=UTF-8''");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    // Every heading once: the applicant is 回答者 (as on the list), the form's 氏名 item keeps its label.
    expect(header).toEqual([
      "受付番号",
      "回答状況",
      "回答者",
      "メールアドレス",
      "初回送信日時",
      "最終送信日時",
      "氏名",
      "志望学科",
      "商業科の志望理由",
      "調査書",
    ]);
    expect(sheet.rowCount).toBe(3);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(0, 4)).toEqual([1, "回答済み", "山田　花子", "hanako@example.com"]);
    expect(row.slice(6)).toEqual(["山田　花子", "商業科", '\'=HYPERLINK("http://evil")', "調査書.pdf"]);
    expect((row[4] as Date).toISOString()).toBe("2026-04-01T09:30:00.000Z"); // Japan wall-clock time
  });

  it("never repeats a heading: an item labelled like another column is qualified", () => {
    const { columns } = answerExport.describe({
      formId: 1,
      formTitle: "出願",
      filter: {},
      columns: [
        { itemKey: "name", label: "氏名" },
        { itemKey: "mail", label: "メールアドレス" },
        { itemKey: "note1", label: "備考" },
        { itemKey: "note2", label: "備考" },
      ],
    });
    expect(columns.map((c) => c.header).slice(6)).toEqual([
      "氏名",
      "メールアドレス（設問）",
      "備考",
      "備考（2）",
    ]);
  });

  it("exports Csv in Shift_JIS by default and UTF-8 with BOM when asked, with the list's filters", async () => {
    const sjis = await post(`${base}/export`, { format: "Csv", keyword: "次郎" });
    expect(sjis.statusCode).toBe(200);
    expect(sjis.headers["content-type"]).toBe("text/csv; charset=Shift_JIS");
    const lines = iconv.decode(sjis.rawPayload, "cp932").trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`"受付番号","回答状況","回答者"`);
    expect(lines[1]).toContain("佐藤　次郎");
    expect(lines[1]).toContain("普通科");
    const utf8 = await post(`${base}/export`, { format: "Csv", encoding: "UTF-8", status: "2" });
    expect(utf8.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(utf8.rawPayload.toString("utf8")).toContain("下書き");
    expect((await post(`${base}/export`, { format: "Csv" }, other.adminHeaders)).statusCode).toBe(404);
  });

  it("serves one uploaded file with its stored type, a safe Japanese name and nosniff", async () => {
    const { id, answerId } = files[0]!;
    const res = await t.app.inject({ url: `${base}/${answerId}/files/${id}`, headers: school.viewerHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent("調査書.pdf")}`,
    );
    expect(res.rawPayload.toString()).toContain("one");
    // A file of another answer, or of another tenant's caller, is not there.
    const wrong = await t.app.inject({
      url: `${base}/${files[1]!.answerId}/files/${id}`,
      headers: school.adminHeaders,
    });
    expect(wrong.statusCode).toBe(404);
    const stranger = await t.app.inject({
      url: `${base}/${answerId}/files/${id}`,
      headers: other.adminHeaders,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it("zips the uploaded files of the filtered answers with safe entry names", async () => {
    const res = await post(`${base}/files-zip`, {});
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(["1_調査書_調査書.pdf", "2_調査書_____秘密.pdf"]);
    expect(await zip.file("1_調査書_調査書.pdf")!.async("string")).toContain("one");

    const one = await JSZip.loadAsync(
      (await post(`${base}/files-zip`, { answerIds: [files[1]!.answerId] })).rawPayload,
    );
    expect(Object.keys(one.files)).toEqual(["2_調査書_____秘密.pdf"]);
    const none = await post(`${base}/files-zip`, { keyword: "見つからない" });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("ダウンロードできるファイルがありません。");
  });

  it("lists a file lost from the disk instead of breaking the zip", async () => {
    const db = t.database.db;
    const answer = await addAnswer(db, school, { values: { name: "紛失", course: "1", report: null } });
    const lost = await addAnswerFile(db, fileRootOf(t), answer, {
      fileName: "lost.pdf",
      content: pdfBytes("x"),
    });
    await fs.rm(path.join(fileRootOf(t), lost.storagePath));
    const res = await post(`${base}/files-zip`, { keyword: "紛失" });
    expect(res.statusCode).toBe(404);
    const both = await JSZip.loadAsync(
      (await post(`${base}/files-zip`, { answerIds: [answer.id, files[0]!.answerId] })).rawPayload,
    );
    expect(Object.keys(both.files).sort()).toEqual(["1_調査書_調査書.pdf", MISSING_LIST_NAME]);
    expect(await both.file(MISSING_LIST_NAME)!.async("string")).toContain(
      `${answer.receiptNo}_調査書_lost.pdf`,
    );
  });

  it("reads a large export in batches in receipt-number order, drafts last", async () => {
    const db = t.database.db;
    const [formRow] = await db.select().from(form).where(eq(form.id, school.formId));
    const rows = Array.from({ length: 1100 }, (_, i) => ({
      tenantId: school.tenant.id,
      organizationId: school.organization.id,
      formId: school.formId,
      singleAnswer: false,
      answerStatus: i % 100 === 0 ? S.DRAFT : S.ANSWERED,
      answerValues: { name: `一括${i}`, course: "1" },
      searchText: `一括${i}`,
      receiptNo: i % 100 === 0 ? null : 10000 - i,
      lastSubmittedAt: new Date(),
    }));
    await db.insert(formAnswer).values(rows);
    const scope = {
      tenantId: school.tenant.id,
      organizationId: school.organization.id,
      loginUserId: 1,
      displayUserId: "admin",
      processMode: 0,
      authority: FULL_AUTHORITY,
    };
    const params = {
      formId: school.formId,
      formTitle: formRow!.title,
      filter: { status: "1,2", keyword: "一括" },
      columns: [{ itemKey: "name", label: "氏名" }],
    };
    expect(await answerExport.count(db, scope, params)).toBe(1100);
    const seen: (number | null)[] = [];
    for await (const batch of answerExport.batches(db, scope, params))
      seen.push(...batch.map((r) => r.receiptNo));
    expect(seen).toHaveLength(1100);
    const numbered = seen.filter((n): n is number => n !== null);
    expect(numbered).toEqual([...numbered].sort((a, b) => a - b));
    expect(seen.slice(-11).every((n) => n === null)).toBe(true);
  });
});
