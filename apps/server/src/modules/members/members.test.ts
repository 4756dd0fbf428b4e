import { getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { createTenantWithStudentOrganization } from "../../platform/tenancy/tenancy.service";
import { MEMBER_IMPORT_FIELDS } from "./member-import-fields";
import {
  countMembers,
  createMemberImportFields,
  insertMembersBatch,
  lastMemberIdWithPrefix,
  listMemberImportFields,
  type NewMember,
} from "./members.service";
import { member } from "./members.tables";
import { buildMemberSearchText, normalizeSearchFragment } from "./search-text";

// The import field names of spec §3.3, exactly as listed there.
const SPEC_FIELDS =
  "member_id, name, name_kana, gender_cd, birth_date, mobile_tel_no, mail_address, postal_cd, prefectures_cd, address1, address2, grade, division_cd, section_cd, subsection_cd, unit_cd, subunit_cd, valid_start, valid_end, examinees_no, examinees_no_last_4_digits, mail_address1, mail_address2, tel_no, fax_no, is_dormitory, is_apartment, is_international, commute, academic_history, admission_type, alma_mater_cd, alma_mater_enrolled, alma_mater_grade, alma_mater_graduation_type, alma_mater_result_evaluation, alma_mater_lecturer_name, enrolled, application_type".split(
    ", ",
  );

describe("member import fields", () => {
  it("lists every field of spec §3.3 in order, each with a Japanese title", () => {
    expect(MEMBER_IMPORT_FIELDS.map((f) => f.fieldName)).toEqual(SPEC_FIELDS);
    for (const f of MEMBER_IMPORT_FIELDS) expect(f.fieldTitle).toMatch(/[ぁ-んァ-ヶ一-龠]/u);
    expect(MEMBER_IMPORT_FIELDS.slice(0, 5).map((f) => f.fieldTitle)).toEqual([
      "会員ID",
      "氏名",
      "氏名カナ",
      "性別",
      "生年月日",
    ]);
  });

  it("has a member column for every field, under the same name", () => {
    const columns = new Set(Object.values(getTableColumns(member)).map((c) => c.name));
    expect(SPEC_FIELDS.filter((name) => !columns.has(name))).toEqual([]);
  });
});

describe("search text", () => {
  it("normalises name, kana and id, without the spaces between family and given name", () => {
    expect(
      buildMemberSearchText({ name: "佐藤　太郎", nameKana: "サトウ　タロウ", memberId: "S2026000001" }),
    ).toBe("佐藤太郎 サトウタロウ s2026000001");
  });

  it("matches what people type: half-width kana, full-width letters, spaces", () => {
    expect(normalizeSearchFragment("ｻﾄｳ ﾀﾛｳ")).toBe("サトウタロウ");
    expect(normalizeSearchFragment("Ｓ２０２６")).toBe("s2026");
    expect(normalizeSearchFragment("佐藤　太郎")).toBe("佐藤太郎");
  });
});

describe("members on the database", () => {
  let database: Database;
  let org: { id: number; tenantId: number };

  const row = (memberId: string, name: string, nameKana: string): NewMember => ({
    tenantId: org.tenantId,
    organizationId: org.id,
    memberId,
    name,
    nameKana,
    postalCd: "160-0022",
    prefecturesCd: "13",
    birthDate: "2010-05-01",
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    const created = await createTenantWithStudentOrganization(database.db, {
      tenantCd: "members-test",
      name: "会員テスト学園",
      contractType: "BASIC",
      operationType: "TESTING",
    });
    org = created.studentOrganization;
  });
  afterAll(() => database?.close());

  it("inserts a batch with search text and the column defaults", async () => {
    const rows = Array.from({ length: 2500 }, (_, i) =>
      row(`S2026${String(i + 1).padStart(6, "0")}`, `佐藤　${i}郎`, `サトウ　${i}ロウ`),
    );
    expect(await insertMembersBatch(database.db, rows)).toBe(2500);
    expect(await countMembers(database.db, org.id)).toBe(2500);
    expect(await lastMemberIdWithPrefix(database.db, org.id, "S2026")).toBe("S2026002500");
    const { rows: first } = await database.executeSql(
      "select search_text, status, enrollment_status, process_mode, is_dormitory, version, deleted_at, birth_date::text from member where member_id = 'S2026000001'",
    );
    expect(first[0]).toEqual({
      search_text: "佐藤0郎 サトウ0ロウ s2026000001",
      status: "AVAILABLE",
      enrollment_status: 1,
      process_mode: 0,
      is_dormitory: false,
      version: 1,
      deleted_at: null,
      birth_date: "2010-05-01",
    });
  });

  it("keeps text with quotes, commas and braces intact through the bulk path", async () => {
    const tricky = { ...row("T0000001", `O'Brien, "Jr." {x}`, "オブライエン"), address1: "a\\b" };
    await insertMembersBatch(database.db, [tricky]);
    const { rows } = await database.executeSql(
      "select name, address1 from member where member_id = 'T0000001'",
    );
    expect(rows[0]).toEqual({ name: `O'Brien, "Jr." {x}`, address1: "a\\b" });
  });

  it("finds members by a fragment through the trigram index", async () => {
    await insertMembersBatch(database.db, [row("S2026900001", "鈴木　一郎", "スズキ　イチロウ")]);
    const fragment = normalizeSearchFragment("ｽｽﾞｷｲﾁ");
    const found = await database.db
      .select({ memberId: member.memberId })
      .from(member)
      .where(sql`${member.searchText} like ${`%${fragment}%`}`);
    expect(found).toEqual([{ memberId: "S2026900001" }]);
  });

  it("refuses a second live member with the same id, but frees the id after a logical delete", async () => {
    await expect(
      insertMembersBatch(database.db, [row("S2026000001", "重複　太郎", "ジュウフク　タロウ")]),
    ).rejects.toThrow();
    await database.executeSql("update member set deleted_at = now() where member_id = 'S2026000002'");
    await insertMembersBatch(database.db, [row("S2026000002", "再登録　花子", "サイトウロク　ハナコ")]);
    const { rows } = await database.executeSql(
      "select count(*)::int as n from member where member_id = 'S2026000002'",
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("writes the import field list with titles, validity and requirement", async () => {
    await createMemberImportFields(database.db, org, { titles: { division_cd: "学科" }, unused: ["fax_no"] });
    const fields = await listMemberImportFields(database.db, org.id);
    expect(fields).toHaveLength(SPEC_FIELDS.length);
    expect(fields.map((f) => f.rowNumber)).toEqual(SPEC_FIELDS.map((_, i) => i + 1));
    const byName = new Map(fields.map((f) => [f.fieldName, f]));
    expect(byName.get("division_cd")?.fieldTitle).toBe("学科");
    expect(byName.get("fax_no")?.isValid).toBe(false);
    expect(byName.get("member_id")).toMatchObject({ isRequired: true, isValid: true, fieldTitle: "会員ID" });
  });
});
