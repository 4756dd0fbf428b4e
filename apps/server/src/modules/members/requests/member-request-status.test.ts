import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../../test/auth-helpers";
import {
  createPermissionTenant,
  type PermissionTenant,
} from "../../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../../test/test-app";
import { createMemberImportFields } from "../members.service";
import { member, memberImportField } from "../members.tables";
import { insertTestMember } from "../photos/photo-fixtures.testing";
import { buildMemberSearchText } from "../search-text";
import { createMemberRequest, type NewMemberRequest } from "./member-request-create";

const BASE = "/app/api/v2/member-request";

describe("member request status changes", () => {
  const t = useTestApp();
  let a: PermissionTenant;
  let admin: Record<string, string>;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    admin = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
  });

  const newRequest = async (input: Omit<NewMemberRequest, "memberId">, memberValues = {}) => {
    const m = await insertTestMember(t.database.db, a.organization, memberValues);
    const scope = { tenantId: a.tenant.id, organizationId: a.organization.id };
    return {
      member: m,
      requestId: await createMemberRequest(t.database.db, scope, { ...input, memberId: m.id }),
    };
  };
  const move = (requestId: number, status: number, version: number, comment?: string) =>
    t.app.inject({
      method: "POST",
      url: `${BASE}/${requestId}/status`,
      headers: admin,
      payload: { status, version, ...(comment === undefined ? {} : { comment }) },
    });
  const memberRow = async (id: number) =>
    (await t.database.db.select().from(member).where(eq(member.id, id)))[0]!;

  it("applies an approved name change to the member, its search text and version, keeping the old values", async () => {
    const { member: m, requestId } = await newRequest(
      { requestType: "UPDATE_NAME", payload: { name: "高橋　花子", name_kana: "タカハシ　ハナコ" } },
      { name: "佐藤　花子", nameKana: "サトウ　ハナコ" },
    );
    const res = await move(requestId, 2, 1, "戸籍の変更を確認しました");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({
      status: 2,
      version: 2,
      staffComment: "戸籍の変更を確認しました",
      processedByName: "テスト admin",
      nextStatuses: [],
      changes: [
        { fieldName: "name", before: "佐藤　花子", after: "高橋　花子" },
        { fieldName: "name_kana", before: "サトウ　ハナコ", after: "タカハシ　ハナコ" },
      ],
    });
    expect(res.json().request.processedAt).not.toBeNull();
    const row = await memberRow(m.id);
    expect(row).toMatchObject({ name: "高橋　花子", nameKana: "タカハシ　ハナコ", version: m.version + 1 });
    expect(row.searchText).toBe(
      buildMemberSearchText({ name: "高橋　花子", nameKana: "タカハシ　ハナコ", memberId: m.memberId }),
    );
    const found = await t.app.inject({
      url: `${BASE}?keyword=${encodeURIComponent("ﾀｶﾊｼ")}`,
      headers: admin,
    });
    expect(found.json().requestList.map((r: { requestId: number }) => r.requestId)).toEqual([requestId]);
  });

  it("applies an address change, every field of it", async () => {
    const { member: m, requestId } = await newRequest(
      {
        requestType: "UPDATE_ADDRESS",
        payload: { postal_cd: "100-0001", prefectures_cd: "13", address1: "千代田区千代田1-1" },
      },
      { postalCd: "530-0001", prefecturesCd: "27", address1: "大阪市北区梅田1-1", address2: "梅田ビル101" },
    );
    expect((await move(requestId, 2, 1)).statusCode).toBe(200);
    expect(await memberRow(m.id)).toMatchObject({
      postalCd: "100-0001",
      prefecturesCd: "13",
      address1: "千代田区千代田1-1",
      address2: null,
    });
  });

  it("rejects only with a reason, and then nothing moves it any more", async () => {
    const { member: m, requestId } = await newRequest({
      requestType: "UPDATE_MAIL_ADDRESS",
      payload: { mail_address: "new@example.jp" },
    });
    const noReason = await move(requestId, 3, 1, "  ");
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      message: "却下理由を入力してください",
      details: [{ path: "comment" }],
    });
    const rejected = await move(requestId, 3, 1, "本人確認ができませんでした");
    expect(rejected.json().request).toMatchObject({
      status: 3,
      staffComment: "本人確認ができませんでした",
      nextStatuses: [],
    });
    expect((await memberRow(m.id)).mailAddress).toBeNull();
    const again = await move(requestId, 2, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("「却下」の申請を「承認済み」にすることはできません。");
  });

  it("takes a certificate from waiting through approved and issued to paid, and refuses skipped steps", async () => {
    const { requestId } = await newRequest({
      requestType: "ISSUE_ENROLLMENT_CERTIFICATE",
      payload: { purpose: "奨学金", copies: 2 },
    });
    const skipped = await move(requestId, 4, 1);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe("「承認待ち」の申請を「発行済み」にすることはできません。");
    expect((await move(requestId, 2, 1)).json().request).toMatchObject({
      status: 2,
      nextStatuses: [4, 9],
      changes: [],
    });
    expect((await move(requestId, 4, 2)).json().request).toMatchObject({ status: 4, nextStatuses: [5] });
    expect((await move(requestId, 9, 3)).statusCode).toBe(409);
    expect((await move(requestId, 5, 3)).json().request).toMatchObject({
      status: 5,
      version: 4,
      nextStatuses: [],
    });
  });

  it("cancels waiting or approved certificates, but a change request only while waiting", async () => {
    const cert = await newRequest({
      requestType: "ISSUE_GRADUATION_CERTIFICATE",
      payload: { purpose: "就職", copies: 1 },
    });
    await move(cert.requestId, 2, 1);
    expect((await move(cert.requestId, 9, 2, "本人より取り下げ")).json().request).toMatchObject({
      status: 9,
    });
    const change = await newRequest({
      requestType: "UPDATE_MOBILE_TEL",
      payload: { mobile_tel_no: "090-0000-1111" },
    });
    expect((await move(change.requestId, 9, 1)).json().request.status).toBe(9);
    const issued = await newRequest({
      requestType: "UPDATE_MOBILE_TEL",
      payload: { mobile_tel_no: "090-0000-2222" },
    });
    expect((await move(issued.requestId, 4, 1)).statusCode).toBe(409);
  });

  it("refuses a stale version with 409 and an unknown status with 400", async () => {
    const { requestId } = await newRequest({
      requestType: "UPDATE_MOBILE_TEL",
      payload: { mobile_tel_no: "090-1234-5678" },
    });
    const stale = await move(requestId, 2, 7);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "他のユーザーがこの申請を更新しました。画面を再読み込みしてから操作してください。",
    );
    expect((await move(requestId, 6, 1)).statusCode).toBe(400);
  });

  it("checks the organisation's required fields again when a change is approved", async () => {
    const { requestId, member: m } = await newRequest(
      { requestType: "UPDATE_NAME", payload: { name: "伊藤　一郎" } },
      { name: "伊東　一郎", nameKana: "イトウ　イチロウ" },
    );
    await createMemberImportFields(t.database.db, a.organization);
    await t.database.db
      .update(memberImportField)
      .set({ isRequired: true })
      .where(eq(memberImportField.fieldName, "name_kana"));
    const res = await move(requestId, 2, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("氏名カナ：入力してください");
    expect((await memberRow(m.id)).name).toBe("伊東　一郎");
  });
});
