import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { PURGE_BATCH_SIZE } from "./batch-delete";

/** An upload nothing names after this long was left behind by a compose or edit that was never saved. */
export const UNUSED_UPLOAD_DAYS = 7;

/**
 * Where a module keeps attached files: rows of `attachments` (file_key, created_at, tenant_id) whose
 * bytes are `directory`/<file_key>, named by `owners.attachments`, a JSON array of `{ key }`.
 * Table names are the module's constants, never input.
 */
export interface AttachmentStore {
  attachments: string;
  owners: string;
  directory: string;
}

/**
 * Removes attached files nothing names any more (their owner was deleted or purged, or edited to drop
 * them) once UNUSED_UPLOAD_DAYS have passed since the upload. The file goes before its row, so a run
 * stopped midway leaves a row whose file is gone (its download says 見つかりません and the next run
 * removes the row), never a file nobody can find.
 */
export async function purgeUnusedAttachments(
  db: Db,
  store: AttachmentStore,
  signal: AbortSignal,
): Promise<number> {
  const attachments = sql.raw(store.attachments);
  const owners = sql.raw(store.owners);
  let removed = 0;
  for (;;) {
    signal.throwIfAborted();
    const { rows } = (await db.execute(sql`
      select a.id, a.file_key from ${attachments} a
       where a.created_at < now() - ${`${UNUSED_UPLOAD_DAYS} days`}::interval
         and not exists (select 1 from ${owners} o
                          where o.tenant_id = a.tenant_id
                            and o.attachments @> jsonb_build_array(jsonb_build_object('key', a.file_key)))
       order by a.id limit ${PURGE_BATCH_SIZE}`)) as unknown as { rows: { id: string; file_key: string }[] };
    if (rows.length === 0) return removed;
    for (const row of rows) await fs.rm(path.join(store.directory, row.file_key), { force: true });
    await db.execute(
      sql`delete from ${attachments} where id = any(${sql.param(rows.map((r) => Number(r.id)))}::bigint[])`,
    );
    removed += rows.length;
    if (rows.length < PURGE_BATCH_SIZE) return removed;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
