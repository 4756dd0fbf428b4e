import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, loginAs } from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import {
  assignSet,
  createPermissionTenant,
  type PermissionTenant,
} from "../../../test/permissions/permission-fixtures";
import type { LoginUserRow } from "../../platform/auth/login-user.service";
import { notifyStaff, STAFF_NOTICE_JOB } from "./notify-staff";
import { addMember, ONLY_MYSELF, openStream, setNotice, useStaffNoticeKit } from "./staff-notice-kit.testing";
import { staffNotice, staffNoticeRecipient } from "./staff-notices.tables";

describe("staff notices: who hears of an event, by mail, Web Push and the live channel", () => {
  const kit = useStaffNoticeKit();
  let school: PermissionTenant;
  let other: PermissionTenant;
  let teacher: LoginUserRow;
  let lecturer: LoginUserRow;
  let quiet: LoginUserRow;
  const as: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const db = kit.database.db;
    school = await createPermissionTenant(db);
    other = await createPermissionTenant(db);
    teacher = await createTestUser(db, school.tenant, school.organization, "teacher");
    // 2 only myself: the teacher sees the members they registered, nobody else.
    await assignSet(db, school, teacher, school.sets.academicStaff, ONLY_MYSELF);
    lecturer = await createTestUser(db, school.tenant, school.organization, "lecturer");
    await assignSet(db, school, lecturer, school.sets.lecturer);
    quiet = await createTestUser(db, school.tenant, school.organization, "quiet");
    await assignSet(db, school, quiet, school.sets.administrator);
    for (const user of [school.admin, teacher, lecturer])
      await setNotice(db, school.tenant.id, user.id, "CONTACT_FROM_MEMBER", { byMail: true, byPush: true });
    await setNotice(db, other.tenant.id, other.admin.id, "CONTACT_FROM_MEMBER", {
      byMail: true,
      byPush: true,
    });
    as.admin = await loginAs(kit.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    as.teacher = await loginAs(kit.app, { tenantCd: school.tenant.tenantCd, displayUserId: "teacher" });
    // Two tenants and logins with TOTP: slow on a loaded machine.
  }, 180_000);

  const notify = async (input: Partial<Parameters<typeof notifyStaff>[2]>) => {
    await kit.database.db.transaction((tx) =>
      notifyStaff({ jobs: kit.jobs }, tx, {
        tenantId: school.tenant.id,
        organizationId: school.organization.id,
        type: "CONTACT_FROM_MEMBER",
        title: "欠席連絡",
        body: "1年1組 山田 花子：発熱のため欠席",
        link: "/contact?id=1",
        ...input,
      }),
    );
    kit.jobs.wake(STAFF_NOTICE_JOB);
  };
  const recipientsOf = async (title: string) => {
    const rows = await kit.database.db
      .select({ loginUserId: staffNoticeRecipient.loginUserId })
      .from(staffNoticeRecipient)
      .innerJoin(staffNotice, eq(staffNotice.id, staffNoticeRecipient.noticeId))
      .where(eq(staffNotice.title, title));
    return rows.map((r) => r.loginUserId).sort((a, b) => a - b);
  };

  it("tells staff whose reference scope covers the member and for whom the related menu is available", async () => {
    const db = kit.database.db;
    const where = { tenantId: school.tenant.id, organizationId: school.organization.id };
    const teachersOwn = await addMember(db, where, teacher.id);
    const someoneElses = await addMember(db, where, school.admin.id);
    await notify({ title: "担任の生徒", memberId: teachersOwn });
    await notify({ title: "他の生徒", memberId: someoneElses });
    // The lecturer's set leaves 連絡一覧 unavailable; quiet turned nothing on; the other tenant never.
    expect(await recipientsOf("担任の生徒")).toEqual([school.admin.id, teacher.id].sort((a, b) => a - b));
    expect(await recipientsOf("他の生徒")).toEqual([school.admin.id]);
  });

  it("tells only the named staff when loginUserIds is given, and only if they turned the type on", async () => {
    await notify({ title: "名指し", loginUserIds: [teacher.id, quiet.id, other.admin.id] });
    expect(await recipientsOf("名指し")).toEqual([teacher.id]);
  });

  it("leaves the mail of a reply to one's push to the push module, which mails it itself", async () => {
    const db = kit.database.db;
    await setNotice(db, school.tenant.id, teacher.id, "PUSH_REPLY_FOR_MYSELF", {
      byMail: true,
      byPush: true,
    });
    await notify({ type: "PUSH_REPLY_FOR_MYSELF", title: "返信：遠足", loginUserIds: [teacher.id] });
    const rows = await db
      .select({ byMail: staffNoticeRecipient.byMail, byPush: staffNoticeRecipient.byPush })
      .from(staffNoticeRecipient)
      .innerJoin(staffNotice, eq(staffNotice.id, staffNoticeRecipient.noticeId))
      .where(eq(staffNotice.title, "返信：遠足"));
    expect(rows).toEqual([{ byMail: false, byPush: true }]);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    await expect(
      kit.database.db.transaction(async (tx) => {
        await notifyStaff({ jobs: kit.jobs }, tx, {
          tenantId: school.tenant.id,
          organizationId: school.organization.id,
          type: "CONTACT_FROM_MEMBER",
          title: "取り消された連絡",
          body: "本文",
          link: "/contact",
        });
        throw new Error("the caller failed");
      }),
    ).rejects.toThrow("the caller failed");
    expect(await recipientsOf("取り消された連絡")).toEqual([]);
  });

  it("mails the chosen staff through SMTP and pushes to their subscribed browsers", async () => {
    const device = kit.push.newDevice();
    const saved = await kit.app.inject({
      method: "PUT",
      url: "/app/api/staff-notices/subscription",
      headers: as.teacher,
      payload: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(saved.statusCode).toBe(204);
    await notify({
      title: "保健室から",
      body: "2年3組 佐藤：早退",
      link: "/health-check?id=9",
      loginUserIds: [teacher.id],
    });
    const mail = await waitUntil(() => kit.smtp.received.find((m) => m.text.includes("2年3組 佐藤：早退")), {
      what: "the notice mail",
    });
    expect(mail.envelopeTo).toEqual([teacher.mailAddress]);
    expect(mail.text).toContain("https://gakumu.example/health-check?id=9");
    const push = await waitUntil(
      () =>
        kit.push.received.find(
          (p) => p.deviceId === device.id && (p.payload as { title?: string }).title === "保健室から",
        ),
      {
        what: "the Web Push",
      },
    );
    expect(push.payload).toMatchObject({
      kind: "staff-notice",
      title: "保健室から",
      body: "2年3組 佐藤：早退",
      url: "/health-check?id=9",
    });
    expect(kit.push.rejected).toEqual([]);
    await waitUntil(async () => {
      const rows = await kit.database.db
        .select({ deliveredAt: staffNoticeRecipient.deliveredAt })
        .from(staffNoticeRecipient)
        .innerJoin(staffNotice, eq(staffNotice.id, staffNoticeRecipient.noticeId))
        .where(eq(staffNotice.title, "保健室から"));
      return rows.length === 1 && rows[0]!.deliveredAt !== null;
    });
  });

  it("drops a browser the push service says is gone", async () => {
    const device = kit.push.newDevice({ kind: "gone" });
    await kit.app.inject({
      method: "PUT",
      url: "/app/api/staff-notices/subscription",
      headers: as.teacher,
      payload: { endpoint: device.endpoint, keys: device.keys },
    });
    await notify({ title: "古いブラウザ", loginUserIds: [teacher.id] });
    await waitUntil(async () => (kit.push.requests.get(device.id) ?? 0) > 0);
    const again = await kit.app.inject({
      method: "DELETE",
      url: "/app/api/staff-notices/subscription",
      headers: as.teacher,
      query: { endpoint: device.endpoint },
    });
    expect(again.statusCode).toBe(204);
  });

  it("streams a new notice to the open back office of its recipient, and resumes after Last-Event-ID", async () => {
    const teacherStream = await openStream(kit.app, as.teacher);
    const adminStream = await openStream(kit.app, as.admin);
    expect(teacherStream.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    await notify({
      title: "ライブ",
      body: "いま届いた連絡",
      link: "/contact?id=77",
      loginUserIds: [teacher.id],
    });
    const event = await waitUntil(
      () => teacherStream.events.find((e) => (e.data as { title: string }).title === "ライブ"),
      {
        what: "the live event",
      },
    );
    expect(event.event).toBe("notice");
    expect(event.data).toMatchObject({
      title: "ライブ",
      body: "いま届いた連絡",
      link: "/contact?id=77",
      read: false,
    });
    teacherStream.close();
    await notify({ title: "離席中", loginUserIds: [teacher.id] });
    const resumed = await openStream(kit.app, as.teacher, Number(event.id));
    const missed = await waitUntil(() =>
      resumed.events.find((e) => (e.data as { title: string }).title === "離席中"),
    );
    expect(Number(missed.id)).toBeGreaterThan(Number(event.id));
    expect(resumed.events.some((e) => (e.data as { title: string }).title === "ライブ")).toBe(false);
    await new Promise((r) => setTimeout(r, 1500));
    // The admin was not among the named staff: nothing of the teacher's reaches their stream.
    expect(adminStream.events).toEqual([]);
    resumed.close();
    adminStream.close();
  });

  it("refuses the stream without a session", async () => {
    const res = await kit.app.inject({ url: "/app/api/staff-notices/stream" });
    expect(res.statusCode).toBe(401);
  });

  it("lists the caller's own recent notices and marks them read", async () => {
    const list = await kit.app.inject({ url: "/app/api/staff-notices", headers: as.teacher });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.items.map((i: { title: string }) => i.title)).toContain("ライブ");
    expect(body.unread).toBeGreaterThan(0);
    const read = await kit.app.inject({
      method: "POST",
      url: "/app/api/staff-notices/read",
      headers: as.teacher,
    });
    expect(read.statusCode).toBe(204);
    const after = await kit.app.inject({ url: "/app/api/staff-notices", headers: as.teacher });
    expect(after.json().unread).toBe(0);
    const admins = await kit.app.inject({ url: "/app/api/staff-notices", headers: as.admin });
    expect(admins.json().items.map((i: { title: string }) => i.title)).not.toContain("ライブ");
  });

  it("refuses a subscription that is not an https endpoint with keys, in Japanese", async () => {
    const res = await kit.app.inject({
      method: "PUT",
      url: "/app/api/staff-notices/subscription",
      headers: as.teacher,
      payload: { endpoint: "http://push.example/x", keys: { p256dh: "a", auth: "b" } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/通知/);
    const nul = await kit.app.inject({
      method: "PUT",
      url: "/app/api/staff-notices/subscription",
      headers: as.teacher,
      payload: { endpoint: "https://push.example/x\u0000", keys: { p256dh: "a", auth: "b" } },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });
});
