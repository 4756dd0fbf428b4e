import { NonLoginAccessKeyDataType } from "@gakumu/domain";
import { and, eq, isNull } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import {
  type Headers,
  newGrade,
  newHierarchyNode,
  newMember,
  type TenantFixture,
} from "../../../test/factories";
import { useFormUserTestApp } from "../../../test/form-users/form-user-test-app";
import {
  AUTH,
  loginQrFor,
  MEMBER_PASSWORD,
  memberCall,
  newSchool,
  registerByQr,
} from "../../../test/member-accounts/member-account-test-kit";
import { nonLoginAccessKey } from "../../platform/access-keys/non-login-access-keys.tables";

const BASE = "/app/api/v2/member-accounts";

describe("アプリ利用者管理: list, registration rate, login QR sheet", () => {
  const t = useFormUserTestApp();
  let school: TenantFixture;
  let other: TenantFixture;
  let viewer: Headers;
  let classA: { divisionCd: string; name: string };
  let classB: { divisionCd: string; name: string };
  const members: { id: number; memberId: string; name: string }[] = [];

  beforeAll(async () => {
    school = await newSchool(t);
    other = await newSchool(t);
    viewer = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "viewer" });
    await newGrade(t, school, 1);
    await newGrade(t, school, 2);
    classA = await newHierarchyNode(t, school);
    classB = await newHierarchyNode(t, school);
    // Grade 1: three in class A (two registered); grade 2: two in class B (one registered).
    for (const [grade, node] of [
      [1, classA],
      [1, classA],
      [1, classA],
      [2, classB],
      [2, classB],
    ] as const)
      members.push(await newMember(t, school, { grade, path: [node.divisionCd] }));
    for (const i of [0, 1, 3]) await registerByQr(t, school, members[i]!.id);
    await newMember(t, other);
  });

  const search = (payload: object, headers: Headers = school.headers) =>
    t.app.inject({ method: "POST", url: `${BASE}/search`, headers, payload });
  const sheet = (payload: object, headers: Headers = school.headers) =>
    t.app.inject({ method: "POST", url: `${BASE}/login-qr`, headers, payload });

  it("lists members with whether each uses the app, filters unregistered, and shows nothing of another tenant", async () => {
    const all = await search({});
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(5);
    const first = body.rows.find((r: { id: number }) => r.id === members[0]!.id);
    expect(first).toMatchObject({
      memberId: members[0]!.memberId,
      registered: true,
      gradeName: `${school.marker} 1年`,
      placementName: classA.name,
      loginMailAddress: null,
    });
    expect(first.registeredAt).toMatch(/^\d{4}-/);
    expect(first.lastSeenAt).toMatch(/^\d{4}-/);
    expect(all.body).not.toContain(other.marker);

    const unregistered = (await search({ registration: "unregistered" })).json();
    expect(unregistered.rows.map((r: { id: number }) => r.id).sort()).toEqual(
      [members[2]!.id, members[4]!.id].sort(),
    );
    const inClassB = (await search({ registration: "registered", placementCd: classB.divisionCd })).json();
    expect(inClassB.rows.map((r: { id: number }) => r.id)).toEqual([members[3]!.id]);
    expect((await search({ keyword: members[4]!.memberId })).json().total).toBe(1);
    // Reference only may read the list.
    expect((await search({}, viewer)).statusCode).toBe(200);
  });

  it("gives the registration rate per grade and per class", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `${BASE}/registration-rate`,
      headers: school.headers,
    });
    expect(res.statusCode).toBe(200);
    const rate = res.json();
    expect(rate).toMatchObject({ total: 5, registered: 3 });
    expect(rate.byGrade).toEqual([
      { grade: 1, gradeName: `${school.marker} 1年`, total: 3, registered: 2 },
      { grade: 2, gradeName: `${school.marker} 2年`, total: 2, registered: 1 },
    ]);
    expect(rate.byPlacement).toEqual(
      expect.arrayContaining([
        { placementCd: classA.divisionCd, placementName: classA.name, total: 3, registered: 2 },
        { placementCd: classB.divisionCd, placementName: classB.name, total: 2, registered: 1 },
      ]),
    );
  });

  it("prints a PDF of new login QRs, voiding the member's earlier unused QR", async () => {
    const target = members[2]!;
    const earlier = await loginQrFor(t, school, target.id);
    const res = await sheet({ memberIds: [target.id, members[4]!.id], validDays: 14 });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("filename*=UTF-8''");
    expect(res.headers["x-issued-count"]).toBe("2");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const used = await memberCall(t, {
      url: `${AUTH}/qr-login`,
      payload: { token: earlier, password: MEMBER_PASSWORD, passwordConfirm: MEMBER_PASSWORD },
    });
    expect(used.statusCode).toBe(404);
    const live = await t.database.db
      .select()
      .from(nonLoginAccessKey)
      .where(
        and(
          eq(nonLoginAccessKey.memberId, target.id),
          eq(nonLoginAccessKey.dataType, NonLoginAccessKeyDataType.LOGIN_QR),
          isNull(nonLoginAccessKey.usedAt),
        ),
      );
    expect(live).toHaveLength(1);
    const days = (live[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it("hands the new QR out as a link too, which opens the member's first login once", async () => {
    const target = members[4]!;
    const res = await t.app.inject({
      method: "POST",
      url: `${BASE}/login-qr/links`,
      headers: school.headers,
      payload: { memberIds: [target.id] },
    });
    expect(res.statusCode).toBe(200);
    const [link] = res.json().links;
    expect(link).toMatchObject({ id: target.id, memberId: target.memberId, name: target.name });
    const token = /\/app\/member\/qr\/([\w-]{43})$/.exec(link.url)![1]!;
    const login = () =>
      memberCall(t, {
        url: `${AUTH}/qr-login`,
        payload: { token, password: MEMBER_PASSWORD, passwordConfirm: MEMBER_PASSWORD },
      });
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(404);
    const viewerRes = await t.app.inject({
      method: "POST",
      url: `${BASE}/login-qr/links`,
      headers: viewer,
      payload: { memberIds: [target.id] },
    });
    expect(viewerRes.statusCode).toBe(403);
  });

  it("fits twelve cards to a page for a whole class", async () => {
    const many = [];
    for (let i = 0; i < 13; i++) many.push((await newMember(t, school, { grade: 1 })).id);
    const res = await sheet({ memberIds: many });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-issued-count"]).toBe("13");
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(2);
  });

  it("refuses reference-only staff, another tenant's members and bad input in Japanese", async () => {
    const refused = await sheet({ memberIds: [members[2]!.id] }, viewer);
    expect(refused.statusCode).toBe(403);
    const otherMember = await newMember(t, other);
    const foreign = await sheet({ memberIds: [otherMember.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("印刷できるメンバーがいません。メンバーを選び直してください。");
    for (const payload of [
      { memberIds: [] },
      { memberIds: [1e20] },
      { memberIds: ["\u0000"] },
      { memberIds: [members[2]!.id], validDays: 0 },
      { memberIds: Array.from({ length: 1001 }, (_, i) => i + 1) },
    ]) {
      const res = await sheet(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龠]/);
    }
    for (const payload of [{ grade: 1e20 }, { keyword: "\ud800" }, { page: -1 }, { registration: "x" }]) {
      expect((await search(payload)).statusCode).toBe(400);
    }
  });
});
