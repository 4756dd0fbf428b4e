import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, loginAs } from "../../../test/auth-helpers";
import {
  assignSet,
  createPermissionTenant,
  type PermissionTenant,
} from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";
import type { Db } from "../../db/client";
import type { LoginUserRow } from "../../platform/auth/login-user.service";
import { staffNotice, staffNoticeRecipient } from "./staff-notices.tables";

const N = "/app/api/staff-notices";
const JAPANESE = /[ぁ-んァ-ヶ一-龠]/;

/** A notice told to one staff member (as notifyStaff records it); returns the recipient id. */
async function addNotice(db: Db, school: PermissionTenant, loginUserId: number, title: string) {
  const [notice] = await db
    .insert(staffNotice)
    .values({
      tenantId: school.tenant.id,
      organizationId: school.organization.id,
      noticeType: "CONTACT_FROM_MEMBER",
      title,
      body: `${title}の本文`,
      link: "/contact?id=1",
    })
    .returning({ id: staffNotice.id });
  const [recipient] = await db
    .insert(staffNoticeRecipient)
    .values({ tenantId: school.tenant.id, noticeId: notice!.id, loginUserId, byMail: false, byPush: true })
    .returning({ id: staffNoticeRecipient.id });
  return recipient!.id;
}

describe("the header's notice bell over HTTP: the caller's own notices only", () => {
  const t = useTestApp();
  let school: PermissionTenant;
  let other: PermissionTenant;
  let teacher: LoginUserRow;
  const as: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.database.db;
    school = await createPermissionTenant(db);
    other = await createPermissionTenant(db);
    teacher = await createTestUser(db, school.tenant, school.organization, "teacher");
    await assignSet(db, school, teacher, school.sets.lecturer);
    ids.first = await addNotice(db, school, school.admin.id, "管理者1");
    ids.second = await addNotice(db, school, school.admin.id, "管理者2");
    ids.teachers = await addNotice(db, school, teacher.id, "担任宛て");
    ids.otherTenants = await addNotice(db, other, other.admin.id, "他校宛て");
    as.admin = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    as.teacher = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "teacher" });
    // Two tenants and logins with TOTP: slow on a loaded machine.
  }, 180_000);

  const readAtOf = async (id: number) => {
    const [row] = await t.database.db
      .select({ readAt: staffNoticeRecipient.readAt })
      .from(staffNoticeRecipient)
      .where(eq(staffNoticeRecipient.id, id));
    return row?.readAt ?? null;
  };
  const list = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: N, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: { id: number; title: string; read: boolean }[]; unread: number };
  };
  const markOne = (url: string, headers: Record<string, string> | undefined) =>
    t.app.inject({ method: "POST", url, headers });

  it("lists the caller's own notices, newest first, with their unread count", async () => {
    const mine = await list(as.admin!);
    expect(mine.items.map((i) => i.title)).toEqual(["管理者2", "管理者1"]);
    expect(mine.unread).toBe(2);
    const teachers = await list(as.teacher!);
    expect(teachers.items.map((i) => i.title)).toEqual(["担任宛て"]);
  });

  it("marks one notice read and leaves the others unread; again keeps the first read time", async () => {
    const res = await markOne(`${N}/${ids.first}/read`, as.admin);
    expect(res.statusCode).toBe(204);
    const after = await list(as.admin!);
    expect(after.unread).toBe(1);
    expect(after.items.find((i) => i.id === ids.first)?.read).toBe(true);
    expect(after.items.find((i) => i.id === ids.second)?.read).toBe(false);
    const firstRead = await readAtOf(ids.first!);
    expect(firstRead).not.toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect((await markOne(`${N}/${ids.first}/read`, as.admin)).statusCode).toBe(204);
    expect(await readAtOf(ids.first!)).toEqual(firstRead);
  });

  it("answers another user's notice as not found, in Japanese, and leaves it unread", async () => {
    const res = await markOne(`${N}/${ids.teachers}/read`, as.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("指定された通知が見つかりません");
    expect(await readAtOf(ids.teachers!)).toBeNull();
  });

  it("answers another tenant's notice as not found, and leaves it unread", async () => {
    const res = await markOne(`${N}/${ids.otherTenants}/read`, as.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(JAPANESE);
    expect(await readAtOf(ids.otherTenants!)).toBeNull();
  });

  it("refuses a write without the CSRF header, and any call without a session", async () => {
    const noHeader = await markOne(`${N}/${ids.second}/read`, { cookie: as.admin!.cookie! });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().message).toMatch(JAPANESE);
    const noSession = await markOne(`${N}/${ids.second}/read`, { "x-requested-by": "gakumu" });
    expect(noSession.statusCode).toBe(401);
    expect(await readAtOf(ids.second!)).toBeNull();
  });

  it("refuses ids that are not a notice id with a Japanese 400, never a 500", async () => {
    // NUL bytes never reach the route: the platform refuses them in any parameter.
    for (const id of ["1%00", "%00"]) {
      const res = await markOne(`${N}/${id}/read`, as.admin);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toMatch(/使用できない文字/);
    }
    const bad = ["abc", "0", "-1", "1.5", "99999999999999999999", "9007199254740993", "1e400"];
    for (const id of bad) {
      const res = await markOne(`${N}/${id}/read`, as.admin);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toContain("通知が正しくありません");
    }
    // Beyond int4 but a possible bigint id: simply none of the caller's.
    const huge = await markOne(`${N}/2147483648/read`, as.admin);
    expect(huge.statusCode).toBe(404);
    expect(huge.json().message).toBe("指定された通知が見つかりません");
  });

  it("marks all read for the caller only", async () => {
    const res = await t.app.inject({ method: "POST", url: `${N}/read`, headers: as.admin });
    expect(res.statusCode).toBe(204);
    expect((await list(as.admin!)).unread).toBe(0);
    expect((await list(as.teacher!)).unread).toBe(1);
    expect(await readAtOf(ids.otherTenants!)).toBeNull();
  });
});
