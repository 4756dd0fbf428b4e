import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";
import { createHierarchy } from "../../platform/hierarchy/hierarchy.service";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { csvRows, HEALTH_BASE, insertObservations } from "./health-fixtures.testing";

const HEADER = ["日付", "所属", "学籍番号", "氏名", "体温", "症状", "メモ", "入力元", "記録日時"];
const jst = (local: string) => new Date(`${local}+09:00`);

describe("体調報告のエクスポート over HTTP", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;

  const post = (body: Record<string, unknown>, headers = as.admin) =>
    t.app.inject({ method: "POST", url: `${HEALTH_BASE}/observations/export`, headers, payload: body });
  const april = (extra: Record<string, unknown> = {}) => ({
    from: "2026-04-01",
    to: "2026-04-30",
    format: "Csv",
    csvEncoding: "utf8-bom",
    ...extra,
  });

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    const other = await createMemberSchool(db);
    // A class only the other school has: its code means nothing in this school.
    await createHierarchy(db, { id: other.organization.id, tenantId: other.tenant.id }, [
      { code: "X9", name: "他校の学科" },
    ]);
    await addMembers(db, [memberRow(school, "S001"), memberRow(school, "S002", { subsectionCd: "F1B" })]);
    await addMembers(db, [memberRow(other, "S001", { name: "他校　生徒" })]);
    as = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
    const symptoms = (await t.app.inject({ url: `${HEALTH_BASE}/symptoms`, headers: as.admin })).json()
      .items as { id: number; name: string }[];
    const symptom = (name: string) => symptoms.find((s) => s.name === name)!.id;
    const s001 = await idOf(db, school.organization.id, "S001");
    const s002 = await idOf(db, school.organization.id, "S002");
    await insertObservations(db, school, [
      { memberId: s001, date: "2026-04-11", temperatureTenths: 369, classCd: "F1A", source: "STAFF" },
      {
        memberId: s001,
        date: "2026-04-10",
        temperatureTenths: 382,
        classCd: "F1A",
        symptomIds: [symptom("発熱"), symptom("咳")],
        note: "=朝から熱",
        source: "WEB_LINK",
        recordedAt: jst("2026-04-10T07:30:00"),
      },
      { memberId: s002, date: "2026-04-10", temperatureTenths: 360, classCd: "F1B" },
      { memberId: s001, date: "2026-05-20", temperatureTenths: 365, classCd: "F1A" },
    ]);
    const theirs = await idOf(db, other.organization.id, "S001");
    await insertObservations(db, other, [
      { memberId: theirs, date: "2026-04-10", temperatureTenths: 365, classCd: "F1A" },
    ]);
  });

  it("writes one row per observation of the period, by day and class, with labels and Japan time", async () => {
    const res = await post(april());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=UTF-8");
    expect(res.headers["content-disposition"]).toContain(
      "filename*=UTF-8''%E4%BD%93%E8%AA%BF%E5%A0%B1%E5%91%8A_",
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csvRows(res);
    expect(header).toEqual(HEADER);
    expect(rows.map((r) => [r[0], r[2], r[1]])).toEqual([
      ["2026/04/10", "S001", "普通科 ／ 1年 ／ A組"],
      ["2026/04/10", "S002", "普通科 ／ 1年 ／ B組"],
      ["2026/04/11", "S001", "普通科 ／ 1年 ／ A組"],
    ]);
    // A note that starts like a formula stays text; the source is its label, never its code.
    expect(rows[0]).toEqual([
      "2026/04/10",
      "普通科 ／ 1年 ／ A組",
      "S001",
      "生徒　S001",
      "38.2",
      "発熱、咳",
      "'=朝から熱",
      "Webリンク",
      "2026/04/10 07:30",
    ]);
    expect(rows[1]!.slice(4, 8)).toEqual(["36.0", "", "", "メンバーアプリ"]);
    expect(rows[2]![7]).toBe("職員入力");
    expect(res.body).not.toContain("他校");
  });

  it("narrows to one class, and writes Shift_JIS unless asked otherwise", async () => {
    const res = await post(april({ classCd: "F1B", csvEncoding: undefined }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=Shift_JIS");
    const [header, ...rows] = csvRows(res, "shift_jis");
    expect(header).toEqual(HEADER);
    expect(rows.map((r) => [r[2], r[3], r[1]])).toEqual([["S002", "生徒　S002", "普通科 ／ 1年 ／ B組"]]);
  });

  it("writes an .xlsx with the same columns and a real date-time cell", async () => {
    const res = await post(april({ format: "Excel", csvEncoding: undefined }));
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("体調報告")!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first.slice(0, 8)).toEqual([
      "2026/04/10",
      "普通科 ／ 1年 ／ A組",
      "S001",
      "生徒　S001",
      "38.2",
      "発熱、咳",
      "'=朝から熱",
      "Webリンク",
    ]);
    // Excel shows Japan's wall-clock time (exceljs writes the shifted instant's UTC fields).
    expect(first[8]).toEqual(new Date("2026-04-10T07:30:00Z"));
    expect(sheet.rowCount).toBe(4);
  });

  it("takes 31 days, both ends counted, and no more", async () => {
    expect((await post(april({ to: "2026-05-01" }))).statusCode).toBe(200);
    const long = await post(april({ to: "2026-05-02" }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("期間は31日以内で指定してください。");
  });

  it.each([
    [{ to: "2026-03-31" }, "終了日は開始日以降の日付にしてください。"],
    [{ from: "2026-02-30" }, "開始日はyyyy-MM-dd形式の正しい日付で入力してください"],
    [{ to: "9999-99-99" }, "終了日はyyyy-MM-dd形式の正しい日付で入力してください"],
    [{ from: undefined }, "開始日を指定してください"],
    [{ classCd: "X9" }, "指定したクラスが見つかりません。"],
    [{ classCd: "NOPE" }, "指定したクラスが見つかりません。"],
    [{ classCd: "x".repeat(33) }, "クラスの指定が正しくありません"],
    [{ classCd: "F1A\u0000" }, "使用できない文字が含まれています"],
    [{ from: "2026-04-01\u0000" }, "使用できない文字が含まれています"],
    [{ format: "Pdf" }, "ファイル形式は Excel か Csv を選択してください"],
    [{ csvEncoding: "euc-jp" }, "文字コードは shift_jis か utf8-bom を選択してください"],
  ])("refuses %j with a Japanese 400", async (patch, message) => {
    const res = await post(april(patch));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("is a read: the reference-only user may export; another school's export holds its own rows only", async () => {
    const viewed = await post(april(), as.viewer);
    expect(viewed.statusCode).toBe(200);
    expect(csvRows(viewed)).toHaveLength(4);
    const theirs = await post(april(), otherAdmin);
    expect(theirs.statusCode).toBe(200);
    const rows = csvRows(theirs).slice(1);
    expect(rows.map((r) => r[3])).toEqual(["他校　生徒"]);
  });
});
