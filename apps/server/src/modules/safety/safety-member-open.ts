import { and, eq, inArray, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { preparedPerDb } from "../../db/prepared";
import { mailLinkParams, mailLinkRead, mailLinkRecipient } from "../../platform/delivery/mail-link-subquery";
import { safetyRecipient, safetySend } from "./safety.tables";
import { type AnsweredRow, answerViewColumns, SAFETY_KINDS } from "./safety-member-answer";

// Opening the answer page from a mail link, the step before every answer of the spike: one prepared
// statement finds the link's row (the delivery engine's expressions), records the read on it and on the
// member's safety row (what resend "unread" leaves out), and reads what the page shows. A link it does
// not open (a staff key, not a safety message) is left to the general path.

/** The member's safety row of the link's send: its first open is recorded as its read. */
const safetyRead = new QueryBuilder().$with("safety_read", { id: sql<number>`id`.as("id") }).as(
  sql`update safety_recipient set read_at = now()
         where (tenant_id, safety_send_id, member_id) =
               (select link_tenant_id, link_source_id, link_member_id from mail_link
                 where link_kind in (${sql.raw(SAFETY_KINDS.join(", "))}))
           and read_at is null
        returning id`,
);

const mailLinkOpen = preparedPerDb((db) =>
  db
    .with(mailLinkRecipient, mailLinkRead, safetyRead)
    .select(answerViewColumns)
    .from(safetyRecipient)
    .innerJoin(
      safetySend,
      and(eq(safetySend.id, safetyRecipient.safetySendId), eq(safetySend.tenantId, safetyRecipient.tenantId)),
    )
    .innerJoin(
      mailLinkRecipient,
      and(
        eq(mailLinkRecipient.tenantId, safetyRecipient.tenantId),
        eq(mailLinkRecipient.sourceId, safetyRecipient.safetySendId),
        eq(mailLinkRecipient.memberId, safetyRecipient.memberId),
        inArray(mailLinkRecipient.kind, [...SAFETY_KINDS]),
      ),
    )
    .prepare("safety_mail_link_open"),
);

/** The answer page of a member's mail link, read while its opening is recorded; null when not one. */
export async function openMailLink(
  db: Parameters<typeof mailLinkOpen>[0],
  key: string,
): Promise<AnsweredRow | null> {
  const link = mailLinkParams(key);
  if (!link) return null;
  const [row] = await mailLinkOpen(db).execute(link);
  return row ?? null;
}
