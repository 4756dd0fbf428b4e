import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { safetyRecipient, safetySend } from "./safety.tables";

/** One recipient's row with its send's, for modules that act on an answer (staff alerts). */
export async function recipientWithSend(db: Db, tenantId: number, recipientId: number) {
  const [found] = await db
    .select({ recipient: safetyRecipient, send: safetySend })
    .from(safetyRecipient)
    .innerJoin(
      safetySend,
      and(eq(safetySend.id, safetyRecipient.safetySendId), eq(safetySend.tenantId, safetyRecipient.tenantId)),
    )
    .where(and(eq(safetyRecipient.tenantId, tenantId), eq(safetyRecipient.id, recipientId)));
  return found ?? null;
}

export type SafetyRecipientRow = typeof safetyRecipient.$inferSelect;
