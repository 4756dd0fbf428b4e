import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { useTestApp } from "../../../test/test-app";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { savePushReply } from "./push-replies";

// 配信履歴 goes with the engine's deliveries after RETENTION_DELIVERY_DAYS (3 years): the nightly run
// removes the delivery, then the push notification and its replies; newer ones stay.

describe("push notification retention", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-push-retention-"));
  const t = useTestApp({ env: { DATA_DIR: dataDir } });
  let school: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;

  beforeAll(async () => {
    school = await createMemberSchool(t.database.db);
    await addMembers(t.database.db, [memberRow(school, "A1"), memberRow(school, "A2")]);
    as = await loginAll(t.app, school);
  });

  const compose = async (title: string, attachmentKeys: string[] = []) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/app/api/v2/push-notifications",
      headers: as.admin,
      payload: {
        title,
        bodyHtml: `<p>${title}</p>`,
        target: { nodes: ["F1A"] },
        replyType: "TEXT",
        attachmentKeys,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    const history = () => t.app.inject({ url: `/app/api/v2/push-history/${id}`, headers: as.admin });
    // No SMTP server here: the mails are kept in 送信メール and the push ends failed (9); either way finished.
    await waitUntil(async () => (await history()).json().status !== 2, { timeoutMs: 20_000 });
    const [row] = (
      (await t.database.db.execute(
        sql`select delivery_id from push_notification where id = ${id}`,
      )) as unknown as { rows: { delivery_id: string }[] }
    ).rows;
    return { id, deliveryId: Number(row!.delivery_id), history };
  };

  it("removes a push older than 3 years with its delivery and replies, and keeps a newer one", async () => {
    const old = await compose("4年前の連絡");
    const recent = await compose("先月の連絡");
    const a1 = await idOf(t.database.db, school.organization.id, "A1");
    await savePushReply(t.database.db, school.tenant.id, a1, old.deliveryId, { text: "了解しました" });
    await savePushReply(t.database.db, school.tenant.id, a1, recent.deliveryId, { text: "了解です" });
    await t.database.db.execute(sql`
      update delivery set created_at = now() - interval '4 years', finished_at = now() - interval '4 years'
       where id = ${old.deliveryId}`);
    await t.database.db.execute(
      sql`update push_notification set created_at = now() - interval '4 years' where id = ${old.id}`,
    );

    const removed = await t.retention.run();
    expect(removed.deliveries).toBe(1 + 2 + 2);
    expect(removed["push-notifications"]).toBe(2);
    expect((await old.history()).statusCode).toBe(404);
    expect((await recent.history()).json()).toMatchObject({ title: "先月の連絡" });
    const { rows } = (await t.database.db.execute(
      sql`select reply_text from push_reply where member_id = ${a1} order by id`,
    )) as unknown as { rows: { reply_text: string }[] };
    expect(rows.map((r) => r.reply_text)).toEqual(["了解です"]);
  });

  it("removes the files of removed notifications and week-old uploads nobody sent, and keeps the rest", async () => {
    // Files as an upload leaves them: bytes under DATA_DIR/push-attachments, a row naming them.
    const stored = async (name: string, uploadedDaysAgo: number) => {
      const key = `${name}`.padEnd(43, "x");
      fs.mkdirSync(path.join(dataDir, "push-attachments"), { recursive: true });
      fs.writeFileSync(path.join(dataDir, "push-attachments", key), "%PDF-1.4\n%%EOF\n");
      await t.database.db.execute(sql`
        insert into push_attachment (tenant_id, organization_id, file_key, file_name, content_type, size, created_at)
        values (${school.tenant.id}, ${school.organization.id}, ${key}, ${`${name}.pdf`}, 'application/pdf', 14,
                now() - ${`${uploadedDaysAgo} days`}::interval)`);
      return key;
    };
    const sentLongAgo = await stored("sentLongAgo", 1500);
    const sentRecently = await stored("sentRecently", 40);
    const abandoned = await stored("abandoned", 8);
    const beingWritten = await stored("beingWritten", 0);
    const old = await compose("4年前の案内", [sentLongAgo]);
    await compose("先月の案内", [sentRecently]);
    await t.database.db.execute(sql`
      update delivery set created_at = now() - interval '4 years', finished_at = now() - interval '4 years'
       where id = ${old.deliveryId}`);
    await t.database.db.execute(
      sql`update push_notification set created_at = now() - interval '4 years' where id = ${old.id}`,
    );

    const removed = await t.retention.run();
    expect(removed["push-attachments"]).toBe(2);
    const onDisk = (key: string) => fs.existsSync(path.join(dataDir, "push-attachments", key));
    expect([sentLongAgo, sentRecently, abandoned, beingWritten].map(onDisk)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect((await t.app.inject({ url: `/app/api/push-attachments/${sentRecently}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/app/api/push-attachments/${sentLongAgo}` })).statusCode).toBe(404);
    expect((await t.retention.run())["push-attachments"]).toBe(0);
  });
});
