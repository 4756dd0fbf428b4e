import { desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailOutbox } from "./mail.tables";

export type OutboxMail = typeof mailOutbox.$inferSelect;

export interface OutboxQuery {
  /** A tenant's mails; null for platform mails only; absent for all (the operator's CLI). */
  tenantId?: number | null;
  /** Newest first, 50 unless told (at most 1000). */
  limit?: number;
}

export async function listOutbox(db: Db, query: OutboxQuery = {}): Promise<OutboxMail[]> {
  const limit = Math.min(1000, Math.max(1, Math.trunc(query.limit ?? 50)));
  const base = db.select().from(mailOutbox);
  const filtered =
    query.tenantId === undefined
      ? base
      : base.where(
          query.tenantId === null ? isNull(mailOutbox.tenantId) : eq(mailOutbox.tenantId, query.tenantId),
        );
  return filtered.orderBy(desc(mailOutbox.id)).limit(limit);
}
