import { sql } from "drizzle-orm";
import { purgeParentsInBatches } from "../../platform/retention/batch-delete";
import type { Retention } from "../../platform/retention/retention";
import { purgeUnusedAttachments } from "../../platform/retention/unused-attachments";
import { attachmentDirectory } from "./push-attachments";

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
    purge: (db, cutoff, signal) =>
      purgeParentsInBatches(
        db,
        (limit) => sql`
          with old as (
            select p.id from push_notification p
             where p.created_at < ${cutoff.toISOString()}::timestamptz
               and not exists (select 1 from delivery d where d.id = p.delivery_id and d.tenant_id = p.tenant_id)
             order by p.id limit ${limit}
          ), replies as (
            delete from push_reply r using old where r.push_notification_id = old.id returning r.id
          ), notifications as (
            delete from push_notification p using old where p.id = old.id returning p.id
          )
          select (select count(*) from replies) + (select count(*) from notifications) as n,
                 (select count(*) from old) as batch`,
        { signal },
      ),
  });
  retention.register({
    name: "push-attachments",
    // Kept while a notification names them (the purge above removes those after the period), and
    // UNUSED_UPLOAD_DAYS after upload when nothing ever did.
    purge: (db, _cutoff, signal) =>
      purgeUnusedAttachments(
        db,
        {
          attachments: "push_attachment",
          owners: "push_notification",
          directory: attachmentDirectory(dataDir),
        },
        signal,
      ),
  });
}
