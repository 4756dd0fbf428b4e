import { memberFieldHeadings, parseMemberField } from "@gakumu/domain";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";
import {
  addMembers,
  createMemberSchool,
  loginAll,
  type MemberSchool,
  memberRow,
} from "./member-fixtures.testing";

const EXPORT = "/app/api/v2/members/export";

type Headers = Record<string, string>;

describe("member export API", () => {
  const t = usePermissionTestApp();
  let school: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let stranger: Headers;

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "S001", {
        name: "佐藤　太郎",
        nameKana: "サトウ　タロウ",
        genderCd: 1,
        prefecturesCd: "13",
        postalCd: "160-0022",
        birthDate: "2010-05-01",
        isDormitory: true,
        validEnd: "2000-03-31",
        mobileTelNo: "090-1234-5678",
      }),
      memberRow(school, "S002", {
        name: '=HYPERLINK("x")',
        nameKana: "イコール",
        divisionCd: "RIKA",
        sectionCd: "R1",
        subsectionCd: null,
      }),
    ]);
    as = await loginAll(t.app, school);
    stranger = (await loginAll(t.app, await createMemberSchool(db))).admin;
  });

  const post = (payload: object, headers = as.admin) =>
    t.app.inject({ method: "POST", url: EXPORT, payload, headers });

  it("answers a small export at once: an .xlsx whose columns are the organisation's import titles", async () => {
    const res = await post({ format: "Excel", filter: {} }, as.viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("メンバー一覧")!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header.slice(0, 5)).toEqual(["会員ID", "氏名", "氏名カナ", "性別", "生年月日"]);
    expect(header).toContain("学科");
    expect(header).not.toContain("FAX番号");
    expect(header.at(-1)).toBe("ステータス");
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    const cell = (title: string) => row[header.indexOf(title)];
    expect(cell("会員ID")).toBe("S001");
    expect(cell("性別")).toBe("男性");
    expect(cell("都道府県")).toBe("東京都");
    expect(cell("寮生")).toBe("はい");
    expect(cell("ステータス")).toBe("有効期限切れ");
    // A date is a real date cell shown as spec §9 writes it, so Excel sorts and filters it as a date.
    expect(cell("生年月日")).toEqual(new Date("2010-05-01T00:00:00Z"));
    expect(sheet.getRow(2).getCell(header.indexOf("生年月日") + 1).numFmt).toBe("yyyy/mm/dd");
    expect((sheet.getRow(3).values as unknown[])[2]).toBe('\'=HYPERLINK("x")');
  });

  it("writes cells the importer reads back as the same values", async () => {
    const res = await post({ format: "Csv", filter: { keyword: "S001" } });
    const lines = iconv.decode(res.rawPayload, "cp932").trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    const header = lines[0]!.split(",").map((c) => c.replaceAll('"', ""));
    const cells = lines[1]!.split(",").map((c) => c.replaceAll('"', ""));
    // Each heading once (the school calls its third level 学年 like the grade), as the importer reads them.
    expect(header).toContain("学年（階層）");
    expect(new Set(header).size).toBe(header.length);
    const options = (await t.app.inject({ url: "/app/api/v2/members/options", headers: as.admin })).json();
    const fields = (
      options.importFields as { fieldTitle: string; fieldName: string; isValid: boolean }[]
    ).filter((f) => f.isValid);
    const headings = memberFieldHeadings(fields);
    const byTitle = new Map(fields.map((f, i) => [headings[i], f.fieldName]));
    for (const [i, title] of header.slice(0, -1).entries()) {
      const parsed = parseMemberField(byTitle.get(title) as string, cells[i]);
      expect(parsed.ok, `${title}: ${cells[i]}`).toBe(true);
    }
    expect(cells.slice(0, 4)).toEqual(["S001", "佐藤　太郎", "サトウ　タロウ", "男性"]);
    // Dates as spec §9 writes them (yyyy/MM/dd), never ISO.
    expect(cells[header.indexOf("生年月日")]).toBe("2010/05/01");
    expect(cells[header.indexOf("有効期間終了日")]).toBe("2000/03/31");
  });

  it("exports only what the reader may see, with the list's conditions", async () => {
    const scoped = await post({ format: "Csv", filter: {} }, as.scoped);
    expect(iconv.decode(scoped.rawPayload, "cp932").trimEnd().split("\r\n")).toHaveLength(2);
    const none = await post({ format: "Csv", filter: {} }, stranger);
    expect(iconv.decode(none.rawPayload, "cp932").trimEnd().split("\r\n")).toHaveLength(1);
    const bad = await post({ format: "Pdf" });
    expect(bad.statusCode).toBe(400);
  });

  it("runs a large export as a job whose progress and file the requester follows", async () => {
    await addMembers(
      t.database.db,
      Array.from({ length: 2001 }, (_, i) =>
        memberRow(school, `B${String(i).padStart(5, "0")}`, { name: "大量　生徒" }),
      ),
    );
    const started = await post({ format: "Csv", csvEncoding: "utf8-bom", filter: { keyword: "大量" } });
    expect(started.statusCode, started.body.slice(0, 300)).toBe(202);
    const { jobId, rowCount } = started.json();
    expect(rowCount).toBe(2001);
    const done = await waitUntil(async () => {
      const res = await t.app.inject({ url: `/app/api/exports/${jobId}`, headers: as.admin });
      return res.json().status === "succeeded" ? res.json() : undefined;
    });
    expect(done).toMatchObject({ progressDone: 2001, progressTotal: 2001 });
    const file = await t.app.inject({ url: `/app/api/exports/${jobId}/file`, headers: as.admin });
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2002);
    expect(lines[1]).toMatch(/^"B00000",/);
    expect(lines[2001]).toMatch(/^"B02000",/);
    expect(
      (await t.app.inject({ url: `/app/api/exports/${jobId}/file`, headers: stranger })).statusCode,
    ).toBe(404);
  });
});
