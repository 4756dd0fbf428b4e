import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../../test/auth-helpers";
import {
  createPermissionTenant,
  type PermissionTenant,
} from "../../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../../test/test-app";
import { addScopedUsers, insertTestMember } from "../photos/photo-fixtures.testing";
import { createMemberRequest } from "./member-request-create";

const BASE = "/app/api/v2/member-request";

describe("member request API: list, detail, proxy request", () => {
  const t = useTestApp();
  let a: PermissionTenant;
  let b: PermissionTenant;
  const as: Record<string, Record<string, string>> = {};
  const members: Record<string, Awaited<ReturnType<typeof insertTestMember>>> = {};
  let mine: { id: number };

  beforeAll(async () => {
    const db = t.database.db;
    a = await createPermissionTenant(db);
    b = await createPermissionTenant(db);
    ({ mine } = await addScopedUsers(db, a));
    for (const name of ["admin", "viewer", "partial", "mine"])
      as[name] = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: name });
    as.stranger = await loginAs(t.app, { tenantCd: b.tenant.tenantCd, displayUserId: "admin" });

    members.sato = await insertTestMember(db, a.organization, {
      memberId: "S2026000001",
      name: "佐藤　太郎",
      nameKana: "サトウ　タロウ",
      divisionCd: "A",
      mobileTelNo: "090-1111-2222",
    });
    members.suzuki = await insertTestMember(db, a.organization, {
      memberId: "S2026000002",
      name: "鈴木　花子",
      nameKana: "スズキ　ハナコ",
      divisionCd: "B",
      createdByLoginUserId: mine.id,
    });
    members.alumnus = await insertTestMember(db, a.organization, { memberId: "S2020000001", processMode: 1 });
    members.foreign = await insertTestMember(db, b.organization, { memberId: "S2026000001" });
    const scope = { tenantId: a.tenant.id, organizationId: a.organization.id };
    const at = (day: number) => new Date(`2026-04-${String(day).padStart(2, "0")}T10:00:00+09:00`);
    for (let i = 0; i < 21; i++) {
      await createMemberRequest(db, scope, {
        memberId: members.sato!.id,
        requestType: "ISSUE_ENROLLMENT_CERTIFICATE",
        payload: { purpose: `通学定期 ${i}`, copies: 1 },
        requestedAt: at(1 + (i % 10)),
      });
    }
    await createMemberRequest(db, scope, {
      memberId: members.suzuki!.id,
      requestType: "UPDATE_MOBILE_TEL",
      payload: { mobile_tel_no: "080-3333-4444" },
      requestedAt: at(20),
    });
    await createMemberRequest(db, scope, {
      memberId: members.alumnus!.id,
      requestType: "UPDATE_MAIL_ADDRESS",
      payload: { mail_address: "a@example.jp" },
    });
    await createMemberRequest(
      db,
      { tenantId: b.tenant.id, organizationId: b.organization.id },
      {
        memberId: members.foreign!.id,
        requestType: "UPDATE_MAIL_ADDRESS",
        payload: { mail_address: "b@example.jp" },
      },
    );
  });

  const call = (method: "GET" | "POST", url: string, payload?: object, headers = as.admin) =>
    t.app.inject({ method, url, payload, headers });
  const list = async (query = "", headers = as.admin) =>
    (await call("GET", `${BASE}${query}`, undefined, headers)).json();

  it("lists the process mode's requests newest first, 20 a page, and filters them", async () => {
    const first = await list();
    expect(first).toMatchObject({ totalCount: 22, page: 1, pageSize: 20 });
    expect(first.requestList[0]).toMatchObject({
      requestType: "UPDATE_MOBILE_TEL",
      status: 1,
      byStaff: false,
      processedAt: null,
      version: 1,
      member: { memberId: members.suzuki!.id, memberCode: "S2026000002", name: "鈴木　花子" },
    });
    expect((await list("?page=2")).requestList).toHaveLength(2);
    expect((await list("?requestType=UPDATE_MOBILE_TEL")).totalCount).toBe(1);
    expect((await list("?status=2")).totalCount).toBe(0);
    expect((await list("?status=1&requestType=ISSUE_ENROLLMENT_CERTIFICATE")).totalCount).toBe(21);
    expect((await list("?from=2026-04-10&to=2026-04-10")).totalCount).toBe(2);
    expect((await list("?from=2026-04-11")).totalCount).toBe(1);
    expect((await list(`?keyword=${encodeURIComponent("ｽｽﾞｷ ﾊﾅ")}`)).totalCount).toBe(1);
    expect((await list("?keyword=s2026000001")).totalCount).toBe(21);
    expect((await list("?keyword=%25")).totalCount).toBe(0);
    const bad = await call("GET", `${BASE}?from=2026-04-10&to=2026-04-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("申請日（終了）は申請日（開始）以降の日付を入力してください");
    expect((await call("GET", `${BASE}?status=7`)).statusCode).toBe(400);
  });

  it("shows a change request's before and after, and who registered it", async () => {
    const [item] = (await list("?requestType=UPDATE_MOBILE_TEL")).requestList;
    const res = await call("GET", `${BASE}/${item.requestId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({
      requestId: item.requestId,
      payload: { mobile_tel_no: "080-3333-4444" },
      changes: [
        { fieldName: "mobile_tel_no", fieldTitle: "携帯電話番号", before: null, after: "080-3333-4444" },
      ],
      staffComment: null,
      requestedByName: null,
      processedByName: null,
      nextStatuses: [2, 3, 9],
    });
  });

  it("registers a proxy request for a member staff may see, validated like the member screen", async () => {
    const res = await call("POST", BASE, {
      memberId: members.sato!.id,
      requestType: "UPDATE_ADDRESS",
      payload: { postal_cd: "1600022", prefectures_cd: "13", address1: "新宿区新宿1-1-1", address2: "" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().request).toMatchObject({
      requestType: "UPDATE_ADDRESS",
      status: 1,
      byStaff: true,
      requestedByName: "テスト admin",
      payload: { postal_cd: "160-0022", prefectures_cd: "13", address1: "新宿区新宿1-1-1", address2: null },
    });
    const bad = await call("POST", BASE, {
      memberId: members.sato!.id,
      requestType: "UPDATE_MOBILE_TEL",
      payload: { mobile_tel_no: "12" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: "携帯電話番号：電話番号の形式で入力してください",
      details: [{ path: "mobile_tel_no", message: "携帯電話番号：電話番号の形式で入力してください" }],
    });
    const cert = await call("POST", BASE, {
      memberId: members.sato!.id,
      requestType: "ISSUE_GRADUATION_CERTIFICATE",
      payload: { purpose: "", copies: 0 },
    });
    expect(cert.json().message).toBe("使用目的を入力してください");
    expect(
      (await call("POST", BASE, { memberId: members.sato!.id, requestType: "UPDATE_PHOTO", payload: {} }))
        .statusCode,
    ).toBe(400);
    const same = await call("POST", BASE, {
      memberId: members.sato!.id,
      requestType: "UPDATE_MOBILE_TEL",
      payload: { mobile_tel_no: "０９０－１１１１－２２２２" },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(
      "現在の登録内容から変更されていません。変更後の内容を入力してください。",
    );
  });

  it("finds the member by 会員ID for a proxy request, with the current values", async () => {
    const res = await call("GET", `${BASE}/member-lookup?memberCode=S2026000001`);
    expect(res.json().member).toMatchObject({
      memberId: members.sato!.id,
      name: "佐藤　太郎",
      values: { mobile_tel_no: "090-1111-2222", name_kana: "サトウ　タロウ" },
    });
    const missing = await call("GET", `${BASE}/member-lookup?memberCode=S2020000001`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("会員ID「S2020000001」のメンバーが見つかりません。");
    expect(
      (await call("GET", `${BASE}/member-lookup?memberCode=S2026000002`, undefined, as.partial)).statusCode,
    ).toBe(404);
  });

  it("answers another tenant's ids with 404 and a reference-only user's writes with 403", async () => {
    const [own] = (await list()).requestList;
    const [foreign] = (await list("", as.stranger)).requestList;
    expect((await list("", as.stranger)).totalCount).toBe(1);
    expect((await call("GET", `${BASE}/${foreign.requestId}`)).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${own.requestId}`, undefined, as.stranger)).statusCode).toBe(404);
    expect(
      (await call("POST", `${BASE}/${foreign.requestId}/status`, { status: 3, version: 1, comment: "x" }))
        .statusCode,
    ).toBe(404);
    const proxy = {
      memberId: members.foreign!.id,
      requestType: "UPDATE_MAIL_ADDRESS",
      payload: { mail_address: "x@example.jp" },
    };
    expect((await call("POST", BASE, proxy)).statusCode).toBe(404);
    expect(
      (await call("GET", `${BASE}/member-lookup?memberCode=S2026000001`, undefined, as.stranger)).json()
        .member.memberId,
    ).toBe(members.foreign!.id);

    expect((await call("GET", `${BASE}/${own.requestId}`, undefined, as.viewer)).statusCode).toBe(200);
    expect((await call("POST", BASE, { ...proxy, memberId: members.sato!.id }, as.viewer)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(
          "POST",
          `${BASE}/${own.requestId}/status`,
          { status: 3, version: 1, comment: "x" },
          as.viewer,
        )
      ).statusCode,
    ).toBe(403);
  });

  it("hides requests of members beyond the caller's reference authority", async () => {
    const partial = await list("", as.partial);
    expect(
      new Set(partial.requestList.map((r: { member: { memberCode: string } }) => r.member.memberCode)),
    ).toEqual(new Set(["S2026000001"]));
    const onlyMine = await list("", as.mine);
    expect(onlyMine.requestList.map((r: { member: { memberCode: string } }) => r.member.memberCode)).toEqual([
      "S2026000002",
    ]);
    const [hidden] = (await list("?requestType=UPDATE_MOBILE_TEL")).requestList;
    expect((await call("GET", `${BASE}/${hidden.requestId}`, undefined, as.partial)).statusCode).toBe(404);
    expect(
      (await call("POST", `${BASE}/${hidden.requestId}/status`, { status: 2, version: 1 }, as.partial))
        .statusCode,
    ).toBe(404);
    const proxy = {
      memberId: members.suzuki!.id,
      requestType: "UPDATE_MAIL_ADDRESS",
      payload: { mail_address: "x@example.jp" },
    };
    expect((await call("POST", BASE, proxy, as.partial)).statusCode).toBe(404);
  });
});
