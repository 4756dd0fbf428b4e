import { formatDate } from "@gakumu/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, loginAs } from "../../../test/auth-helpers";
import type { TenantFixture } from "../../../test/factories";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { registerByQr } from "../../../test/member-accounts/member-account-test-kit";
import { useTestApp } from "../../../test/test-app";
import { sqlRows } from "../../platform/delivery/sql-rows";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { publishDue } from "./news-workflow";

// 公開時に通知: an announcement or FAQ that asks for it tells its members through the delivery engine
// (kind 8) when it becomes published — at once when approved after its publish time, or when the
// minute job publishes a scheduled one — exactly once, and only the members it is published to.

const A = "/app/api/v2/announcements";
const F = "/app/api/v2/faqs";
const APP = "/app/api/member-app";
const HOUR = 3_600_000;
const inJapan = (ms: number) => formatDate(new Date(Date.now() + ms), "yyyy-MM-dd HH:mm");

describe("news items tell their members when published", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  const cookie: Record<string, string> = {};

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const asMember = (who: string, url: string) =>
    t.app.inject({ method: "GET", url, headers: { ...apiHeaders, cookie: cookie[who]! } });

  /** The news deliveries of an item, with their recipients' member ids. */
  const deliveriesOf = async (itemId: number) =>
    sqlRows<{ id: string; recipients: string[]; link_url: string }>(
      t.database.db,
      sql`select d.id, d.link_url, array(select r.member_id::text from delivery_recipient r
            where r.delivery_id = d.id order by 1) as recipients
          from delivery d where d.kind = 8 and d.source_id = ${itemId} order by d.id`,
    );

  /** Writes, submits and approves (in the back office) an item; returns its detail. */
  async function publish(body: Record<string, unknown>, base = A) {
    const created = await call("POST", base, as.admin, {
      title: "学年閉鎖のお知らせ",
      bodyHtml: "<p>インフルエンザのため学年閉鎖とします。</p>",
      audience: "MEMBERS",
      target: { nodes: ["F1"] },
      publishFrom: inJapan(-HOUR),
      notifyMembers: true,
      ...body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const submitted = await call("POST", `${base}/${created.json().id}/submit`, as.admin, {
      version: created.json().version,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approved = await call("POST", `${base}/${created.json().id}/approve`, as.admin, {
      version: submitted.json().version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return approved.json() as { id: number; status: number; version: number; notified: boolean };
  }

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "A1"),
      memberRow(school, "C1", { grade: 2, sectionCd: "F2", subsectionCd: "F2A" }),
    ]);
    as = await loginAll(t.app, school);
    const fixture = {
      ...school,
      headers: as.admin,
      marker: school.tenant.tenantCd,
    } as unknown as TenantFixture;
    for (const code of ["A1", "C1"])
      cookie[code] = await registerByQr(t, fixture, await idOf(db, school.organization.id, code));
    // The admin approves both types in one stage.
    const own = (await call("GET", `${A}/approval-settings`, as.admin)).json().candidates as {
      loginUserId: number;
      displayUserId: string;
    }[];
    const admin = own.find((c) => c.displayUserId === "admin")!.loginUserId;
    for (const base of [A, F]) await call("PUT", `${base}/approval-settings`, as.admin, { stage1: [admin] });
  });

  it("approved after its publish time: tells only the item's members, once, and the inbox opens it", async () => {
    const item = await publish({});
    expect(item).toMatchObject({ status: 1, notified: true });
    const [told, ...more] = await deliveriesOf(item.id);
    expect(more).toEqual([]);
    const a1 = String(await idOf(t.database.db, school.organization.id, "A1"));
    expect(told!.recipients).toEqual([a1]);
    expect(told!.link_url).toMatch(new RegExp(`/app/member/board\\?item=${item.id}$`));

    await waitUntil(async () => (await asMember("A1", `${APP}/inbox/${told!.id}`)).statusCode === 200, {
      timeoutMs: 20_000,
    });
    const message = (await asMember("A1", `${APP}/inbox/${told!.id}`)).json();
    expect(message).toMatchObject({ kind: 8, title: "学年閉鎖のお知らせ" });
    expect(message.bodyHtml).toContain("学年閉鎖とします");
    // C1 (another class) was not told.
    expect((await asMember("C1", `${APP}/inbox/${told!.id}`)).statusCode).toBe(404);

    // An edit after publication goes through approval again and is published again: nobody is told twice.
    const edited = await call("PUT", `${A}/${item.id}`, as.admin, {
      title: "学年閉鎖のお知らせ（延長）",
      bodyHtml: "<p>学年閉鎖を延長します。</p>",
      audience: "MEMBERS",
      target: { nodes: ["F1"] },
      publishFrom: inJapan(-HOUR),
      notifyMembers: true,
      version: item.version,
    });
    expect(edited.json().status).toBe(4);
    const again = await call("POST", `${A}/${item.id}/approve`, as.admin, { version: edited.json().version });
    expect(again.json()).toMatchObject({ status: 1, notified: true });
    expect(await deliveriesOf(item.id)).toHaveLength(1);
  });

  it("a scheduled item tells its members when the minute job publishes it, once", async () => {
    const item = await publish({ title: "授業参観の予定", publishFrom: inJapan(2 * HOUR) }, F);
    expect(item).toMatchObject({ status: 2, notified: false });
    expect(await deliveriesOf(item.id)).toEqual([]);
    const later = new Date(Date.now() + 3 * HOUR);
    const deps = { db: t.database.db, delivery: t.delivery, publicUrl: "https://school.example.jp" };
    expect(await publishDue(deps, null, later)).toBeGreaterThanOrEqual(1);
    expect(await publishDue(deps, null, later)).toBe(0);
    const told = await deliveriesOf(item.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.link_url).toBe(`https://school.example.jp/app/member/faq?item=${item.id}`);
    expect((await call("GET", `${F}/${item.id}`, as.admin)).json()).toMatchObject({
      status: 1,
      notified: true,
    });
  });

  it("tells nobody when not asked, or when only staff read the item", async () => {
    const quiet = await publish({ title: "静かなお知らせ", notifyMembers: false });
    const staffOnly = await publish({ title: "職員向け", audience: "STAFF", target: null });
    expect(quiet).toMatchObject({ status: 1, notified: false });
    expect(staffOnly).toMatchObject({ status: 1, notified: false });
    expect(await deliveriesOf(quiet.id)).toEqual([]);
    expect(await deliveriesOf(staffOnly.id)).toEqual([]);
    const detail = (await call("GET", `${A}/${staffOnly.id}`, as.admin)).json();
    expect(detail.notifyMembers).toBe(false);
  });

  it("refuses a notify flag that is not a boolean with a Japanese message", async () => {
    const res = await call("POST", A, as.admin, {
      title: "x",
      bodyHtml: "<p>x</p>",
      audience: "MEMBERS",
      target: { nodes: ["F1"] },
      publishFrom: inJapan(0),
      notifyMembers: "yes",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("公開時の通知を指定してください");
    const viewer = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "viewer" });
    expect((await call("POST", A, viewer, { title: "x" })).statusCode).toBe(403);
  });
});
