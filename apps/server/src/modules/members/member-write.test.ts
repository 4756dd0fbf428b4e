import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "./member-fixtures.testing";
import { member } from "./members.tables";

const BASE = "/app/api/v2/members";
const STALE = "他のユーザーがこのメンバーを更新しました。画面を再読み込みしてから編集してください。";

type Headers = Record<string, string>;

const valid = (memberId: string, extra: Record<string, unknown> = {}) => ({
  member_id: memberId,
  name: "山田　太郎",
  name_kana: "ﾔﾏﾀﾞ ﾀﾛｳ",
  mail_address: `${memberId.toLowerCase()}@example.jp`,
  grade: "1",
  division_cd: "FUTSU",
  section_cd: "F1",
  subsection_cd: "F1A",
  valid_start: "2026/4/1",
  valid_end: "2027-03-31",
  is_dormitory: "はい",
  ...extra,
});

describe("member create, update and delete API", () => {
  const t = usePermissionTestApp();
  let school: MemberSchool;
  let other: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let stranger: Headers;

  beforeAll(async () => {
    school = await createMemberSchool(t.database.db);
    other = await createMemberSchool(t.database.db);
    await addMembers(t.database.db, [
      memberRow(school, "R001", { divisionCd: "RIKA", sectionCd: "R1", subsectionCd: null }),
    ]);
    as = await loginAll(t.app, school);
    stranger = (await loginAll(t.app, other)).admin;
  });

  const call = (
    method: "POST" | "PUT" | "DELETE" | "GET",
    url: string,
    payload?: object,
    headers = as.admin,
  ) => t.app.inject({ method, url, payload, headers });

  it("registers a member through the field parser, with its registering user and search text", async () => {
    const res = await call("POST", BASE, { ...valid("N001"), attributes: {} });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().member;
    expect(created).toMatchObject({
      version: 1,
      status: "AVAILABLE",
      enrollmentStatus: 1,
      transferReason: null,
      createdByLoginUserId: school.admin.id,
      hierarchyNames: ["普通科", "1年", "A組"],
      gradeName: "1年",
      fields: {
        member_id: "N001",
        name_kana: "ヤマダ　タロウ",
        valid_start: "2026-04-01",
        grade: 1,
        is_dormitory: true,
        fax_no: null,
      },
    });
    const [row] = await t.database.db.select().from(member).where(eq(member.id, created.id));
    expect(row).toMatchObject({ searchText: "山田太郎 ヤマダタロウ n001", tenantId: school.tenant.id });
    const found = await call("POST", `${BASE}/search`, { keyword: "ﾔﾏﾀﾞ" });
    expect(found.json().items.map((i: { memberId: string }) => i.memberId)).toEqual(["N001"]);
  });

  it("puts every field's message under its field name", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ member_id: "" }, "member_id", "入力してください"],
      [{ name: "　" }, "name", "入力してください"],
      [{ name_kana: "やまだ" }, "name_kana", "全角カタカナで入力してください"],
      [
        { gender_cd: "5" },
        "gender_cd",
        "0（不明）、1（男性）、2（女性）、9（適用不能）のいずれかで入力してください",
      ],
      [{ birth_date: "2010/02/30" }, "birth_date", "日付はyyyy/MM/ddの形式で入力してください"],
      [{ mobile_tel_no: "abc" }, "mobile_tel_no", "電話番号の形式で入力してください"],
      [{ mail_address: "" }, "mail_address", "入力してください"],
      [{ mail_address: "not-mail" }, "mail_address", "メールアドレスの形式で入力してください"],
      [{ postal_cd: "12-345" }, "postal_cd", "郵便番号は「123-4567」の形式で入力してください"],
      [{ address1: "あ".repeat(201) }, "address1", "200文字以内で入力してください"],
      [{ grade: "一" }, "grade", "半角数字で入力してください"],
      [{ grade: "7" }, "grade", "学年「7」は存在しません。"],
      [{ division_cd: "NOPE" }, "division_cd", "所属コード「NOPE」は存在しません。"],
      [
        { division_cd: "F1", section_cd: "", subsection_cd: "" },
        "division_cd",
        "「1年」は学科の所属ではありません。",
      ],
      [
        { section_cd: "R1", subsection_cd: "" },
        "section_cd",
        "「1年」は「普通科」の下位の所属ではありません。",
      ],
      [{ division_cd: "" }, "division_cd", "学科を入力してください（下位の所属だけは指定できません）。"],
      [{ valid_start: "2027/04/01" }, "valid_end", "終了日は開始日以降の日付を入力してください"],
      [{ is_dormitory: "たぶん" }, "is_dormitory", "1/0、はい/いいえ、○/空欄のいずれかで入力してください"],
      [
        { transferReason: 1 },
        "transferReason",
        "異動理由は在籍状況が退学・除籍・転学のときだけ指定できます。",
      ],
      [{ attributes: { club: "x" } }, "attributes.club", "この属性は存在しません。"],
    ];
    for (const [change, path, message] of cases) {
      const res = await call("POST", BASE, valid("E001", change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe("入力内容に誤りがあります。各項目のメッセージを確認してください。");
      expect(res.json().details, JSON.stringify(change)).toContainEqual({ path, message });
    }
    const many = await call("POST", BASE, valid("E001", { name: "", grade: "x", postal_cd: "1" }));
    expect(many.json().details.map((d: { path: string }) => d.path)).toEqual(["name", "postal_cd", "grade"]);
    const bad = await call("POST", BASE, valid("E001", { status: "EXPIRED_AFTER" }));
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a member id already in use with 409 under the member id field", async () => {
    const res = await call("POST", BASE, valid("N001"));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "CONFLICT",
      details: [{ path: "member_id", message: "会員ID「N001」は既に登録されています。" }],
    });
  });

  it("updates with the version read, keeps fields left out, and refuses a stale version with 409", async () => {
    const id = await idOf(t.database.db, school.organization.id, "N001");
    const res = await call("PUT", `${BASE}/${id}`, {
      version: 1,
      name: "山田　次郎",
      enrollmentStatus: 3,
      transferReason: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().member).toMatchObject({
      version: 2,
      enrollmentStatus: 3,
      transferReason: 2,
      fields: { name: "山田　次郎", name_kana: "ヤマダ　タロウ", grade: 1, is_dormitory: true },
    });
    const [row] = await t.database.db.select().from(member).where(eq(member.id, id));
    expect(row!.searchText).toBe("山田次郎 ヤマダタロウ n001");

    const stale = await call("PUT", `${BASE}/${id}`, { version: 1, name: "上書き" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE);
    // Back to enrolled: the transfer reason goes with the withdrawal.
    const back = await call("PUT", `${BASE}/${id}`, { version: 2, enrollmentStatus: 1 });
    expect(back.json().member).toMatchObject({ version: 3, transferReason: null });
  });

  it("deletes logically with the version read, and the member id becomes free", async () => {
    const id = await idOf(t.database.db, school.organization.id, "N001");
    const stale = await call("DELETE", `${BASE}/${id}?version=1`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE);
    expect((await call("DELETE", `${BASE}/${id}`)).statusCode).toBe(400);
    expect((await call("DELETE", `${BASE}/${id}?version=3`)).statusCode).toBe(204);
    expect((await call("GET", `${BASE}/${id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(member).where(eq(member.id, id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await call("POST", BASE, valid("N001"))).statusCode).toBe(201);
  });

  it("gives a reference-only user 403 on every write", async () => {
    const id = await idOf(t.database.db, school.organization.id, "R001");
    const writes: [method: "POST" | "PUT" | "DELETE", url: string, body?: object][] = [
      ["POST", BASE, valid("V001")],
      ["PUT", `${BASE}/${id}`, { version: 1, name: "参照" }],
      ["DELETE", `${BASE}/${id}?version=1`],
      ["POST", `${BASE}/move-to-alumni`, { members: [{ id, version: 1 }] }],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(method, url, body, as.viewer);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers another tenant's writes on this school's member with 404", async () => {
    const id = await idOf(t.database.db, school.organization.id, "R001");
    expect((await call("PUT", `${BASE}/${id}`, { version: 1, name: "他校" }, stranger)).statusCode).toBe(404);
    expect((await call("DELETE", `${BASE}/${id}?version=1`, undefined, stranger)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(member).where(eq(member.id, id));
    expect(row).toMatchObject({ version: 1, deletedAt: null });
  });

  it("keeps authority 1 within its nodes and authority 2 within its own registrations", async () => {
    const inside = await call("POST", BASE, valid("P001", { subsection_cd: "F1B" }), as.scoped);
    expect(inside.statusCode, inside.body).toBe(201);
    const outside = await call(
      "POST",
      BASE,
      valid("P002", { division_cd: "RIKA", section_cd: "R1", subsection_cd: "" }),
      as.scoped,
    );
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(
      "参照権限の範囲外のメンバーは登録・変更できません。所属・学年を確認してください。",
    );
    expect(await idOf(t.database.db, school.organization.id, "P002").catch(() => null)).toBeNull();
    const moveOut = await call(
      "PUT",
      `${BASE}/${inside.json().member.id}`,
      { version: 1, division_cd: "RIKA", section_cd: "R1", subsection_cd: "" },
      as.scoped,
    );
    expect(moveOut.statusCode).toBe(403);
    const r001 = await idOf(t.database.db, school.organization.id, "R001");
    expect((await call("PUT", `${BASE}/${r001}`, { version: 1, name: "範囲外" }, as.scoped)).statusCode).toBe(
      404,
    );

    const mine = await call(
      "POST",
      BASE,
      valid("O001", { division_cd: "RIKA", section_cd: "R1", subsection_cd: "" }),
      as.own,
    );
    expect(mine.statusCode).toBe(201);
    const edited = await call(
      "PUT",
      `${BASE}/${mine.json().member.id}`,
      { version: 1, name: "自分の登録" },
      as.own,
    );
    expect(edited.statusCode).toBe(200);
    expect((await call("DELETE", `${BASE}/${r001}?version=1`, undefined, as.own)).statusCode).toBe(404);
  });
});
