import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { PURGE_BATCH_SIZE } from "../../platform/retention/batch-delete";
import type { Retention } from "../../platform/retention/retention";
import { attachmentPath } from "./push-attachments";

/** An upload no notification names after this long was left behind by a compose that was never sent. */
const UNSENT_UPLOAD_DAYS = 7;

/**
 * 配信履歴 rows go with their deliveries: once the engine's purge removed a delivery
 * (RETENTION_DELIVERY_DAYS, platform/delivery/delivery-retention.ts, which runs first), the push
 * notification that sent it and its replies are removed too, a batch at a time. A notification is
 * kept while its delivery exists, so a waiting reserved push is never touched.
 */
export function registerPushPurges(retention: Retention, dataDir: string): void {
  retention.register({
    name: "push-notifications",
    setting: "RETENTION_DELIVERY_DAYS",
    async purge(db, cutoff, signal) {
      let removed = 0;
      for (;;) {
        signal.throwIfAborted();
        const { rows } = (await db.execute(sql`
          with old as (
            select p.id from push_notification p
             where p.created_at < ${cutoff.toISOString()}::timestamptz
               and not exists (select 1 from delivery d where d.id = p.delivery_id and d.tenant_id = p.tenant_id)
             order by p.id limit ${PURGE_BATCH_SIZE}
          ), replies as (
            delete from push_reply r using old where r.push_notification_id = old.id returning r.id
          ), notifications as (
            delete from push_notification p using old where p.id = old.id returning p.id
          )
          select (select count(*) from replies) + (select count(*) from notifications) as n,
                 (select count(*) from old) as batch`)) as unknown as {
          rows: { n: string; batch: string }[];
        };
        removed += Number(rows[0]?.n ?? 0);
        if (Number(rows[0]?.batch ?? 0) < PURGE_BATCH_SIZE) return removed;
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  });
  retention.register({
    name: "push-attachments",
    setting: "RETENTION_DELIVERY_DAYS",
    purge: (db, _cutoff, signal) => purgeUnusedAttachments(db, dataDir, signal),
  });
}

/**
 * Attached files no push notification names any more: those of notifications the purge above removed,
 * and uploads of a compose that was never sent (UNSENT_UPLOAD_DAYS after upload). The file goes before
 * its row, so a run stopped midway leaves a row whose file is gone (its download says 見つかりません and
 * the next run removes the row), never a file nobody can find.
 */
async function purgeUnusedAttachments(db: Db, dataDir: string, signal: AbortSignal): Promise<number> {
  let removed = 0;
  for (;;) {
    signal.throwIfAborted();
    const { rows } = (await db.execute(sql`
      select a.id, a.file_key from push_attachment a
       where a.created_at < now() - ${`${UNSENT_UPLOAD_DAYS} days`}::interval
         and not exists (select 1 from push_notification p
                          where p.tenant_id = a.tenant_id
                            and p.attachments @> jsonb_build_array(jsonb_build_object('key', a.file_key)))
       order by a.id limit ${PURGE_BATCH_SIZE}`)) as unknown as { rows: { id: string; file_key: string }[] };
    if (rows.length === 0) return removed;
    for (const row of rows) await fs.rm(attachmentPath(dataDir, row.file_key), { force: true });
    await db.execute(
      sql`delete from push_attachment where id = any(${sql.param(rows.map((r) => Number(r.id)))}::bigint[])`,
    );
    removed += rows.length;
    if (rows.length < PURGE_BATCH_SIZE) return removed;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
