import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { useTestApp } from "../../../test/test-app";
import {
  addMembers,
  createMemberSchool,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";

// Safety confirmations go with the engine's deliveries after RETENTION_DELIVERY_DAYS (3 years): the
// nightly run removes the delivery, then the send with its dispatches and every recipient's answer;
// 定時安否確認's days, the no-contact alert records and JMA's history of that age go too. Newer ones,
// and an old send whose resend's delivery is still kept, stay.

const B = "/app/api/v2/safety";

describe("safety retention", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let admin: Record<string, string>;

  beforeAll(async () => {
    school = await createMemberSchool(t.database.db);
    await addMembers(t.database.db, [memberRow(school, "A1"), memberRow(school, "A2")]);
    admin = (await loginAll(t.app, school)).admin;
  }, 60_000);

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const count = async (table: string, where = sql`true`) =>
    Number(
      (await rows<{ n: string }>(sql`select count(*) as n from ${sql.raw(table)} where ${where}`))[0]!.n,
    );

  async function send(title: string) {
    const res = await t.app.inject({
      method: "POST",
      url: `${B}/sends`,
      headers: admin,
      payload: { title, bodyHtml: `<p>${title}</p>`, questions: [], target: { nodes: ["F1"] } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    const detail = () => t.app.inject({ url: `${B}/sends/${id}`, headers: admin });
    // No SMTP server here: the mails are kept in 送信メール and the send ends; either way finished.
    await waitUntil(async () => (await detail()).json().status !== 2, { timeoutMs: 20_000 });
    return { id, detail };
  }
  const age = (table: string, column: string, where: ReturnType<typeof sql>) =>
    t.database.db.execute(
      sql`update ${sql.raw(table)} set ${sql.raw(column)} = now() - interval '4 years' where ${where}`,
    );
  const ageSend = async (id: number) => {
    await age(
      "delivery",
      "created_at",
      sql`id in (select delivery_id from safety_dispatch where safety_send_id = ${id})`,
    );
    await age(
      "delivery",
      "finished_at",
      sql`id in (select delivery_id from safety_dispatch where safety_send_id = ${id})`,
    );
    await age("safety_send", "created_at", sql`id = ${id}`);
  };

  it("removes a send older than 3 years with its answers once its deliveries are gone, and keeps the rest", async () => {
    const old = await send("4年前の訓練");
    const resent = await send("4年前に送り、先月再送した訓練");
    const recent = await send("先月の訓練");
    const resend = await t.app.inject({
      method: "POST",
      url: `${B}/sends/${resent.id}/resend`,
      headers: admin,
      payload: { resendType: 1 },
    });
    expect(resend.statusCode, resend.body).toBe(201);
    await ageSend(old.id);
    // Only the first dispatch of this one is old: its resend's delivery is still kept.
    await age(
      "delivery",
      "created_at",
      sql`id = (select delivery_id from safety_send where id = ${resent.id})`,
    );
    await age("safety_send", "created_at", sql`id = ${resent.id}`);
    await t.database.db.execute(sql`
      insert into daily_safety_run (tenant_id, organization_id, date, outcome, safety_send_id, recipient_count)
      values (${school.tenant.id}, ${school.organization.id}, (now() - interval '4 years')::date, 'SENT', ${old.id}, 2),
             (${school.tenant.id}, ${school.organization.id}, (now() - interval '3 days')::date, 'SENT', ${recent.id}, 2)`);
    await t.database.db.execute(sql`
      insert into safety_alert_no_contact (tenant_id, safety_send_id, minutes, unanswered, recipients, notified_at)
      values (${school.tenant.id}, ${old.id}, 30, 2, 2, now() - interval '4 years'),
             (${school.tenant.id}, ${recent.id}, 30, 2, 2, now())`);

    const removed = await t.retention.run();
    // The old send: its 2 recipients, 1 dispatch and the send itself.
    expect(removed["safety-sends"]).toBe(2 + 1 + 1);
    expect(removed["daily-safety-days"]).toBe(1);
    expect(removed["safety-alert-no-contact"]).toBe(1);
    expect((await old.detail()).statusCode).toBe(404);
    expect((await resent.detail()).statusCode).toBe(200);
    expect((await recent.detail()).json()).toMatchObject({ title: "先月の訓練" });
    expect(await count("safety_recipient", sql`safety_send_id = ${old.id}`)).toBe(0);
    expect(await count("safety_recipient", sql`safety_send_id = ${resent.id}`)).toBe(2);
    expect(await count("daily_safety_run")).toBe(1);
    expect(await count("safety_alert_no_contact")).toBe(1);

    // A second run finds nothing more.
    const again = await t.retention.run();
    expect(again["safety-sends"]).toBe(0);
  });
});
