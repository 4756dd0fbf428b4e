import { sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { memberVisibleStageList } from "./delivery.tables";
import { looksLikeMailLinkToken, mailLinkTokenHash } from "./mail-link-token";

// The recipient row a mail link opens, as common table expressions another module's statement joins,
// so that an answer from a mail (the spike after an earthquake) is found, read and saved in one round
// trip to the database instead of the engine's lookup followed by the module's own statement.
// It opens exactly what openByMailLink opens: the token's hash, not expired, the delivery going out or
// gone out. Its columns carry a link_ prefix so they never collide with the joining statement's.

const qb = new QueryBuilder();

/** Bind the token's hash (mailLinkParams) to this placeholder when the statement runs. */
const hash = sql.placeholder("mailLinkHash");

export const mailLinkRecipient = qb
  .$with("mail_link", {
    recipientRowId: sql<number>`link_recipient_row_id`.mapWith(Number).as("link_recipient_row_id"),
    tenantId: sql<number>`link_tenant_id`.as("link_tenant_id"),
    memberId: sql<number>`link_member_id`.mapWith(Number).as("link_member_id"),
    kind: sql<number>`link_kind`.as("link_kind"),
    sourceId: sql<number>`link_source_id`.mapWith(Number).as("link_source_id"),
  })
  .as(
    sql`select r.id as link_recipient_row_id, r.tenant_id as link_tenant_id, r.member_id as link_member_id,
               d.kind as link_kind, d.source_id as link_source_id
          from delivery_recipient r join delivery d on d.id = r.delivery_id and d.tenant_id = r.tenant_id
         where r.mail_token_hash = ${hash} and r.mail_token_expires_at > now()
           and d.stage in (${memberVisibleStageList})`,
  );

/**
 * The first read of the row, as openByMailLink records it (the first time and method stay). A
 * data-modifying expression runs whether or not the statement refers to it: list it in `with`.
 */
export const mailLinkRead = qb.$with("mail_link_read", { id: sql<number>`id`.as("id") }).as(
  sql`update delivery_recipient set read_at = now(), answer_method = coalesce(answer_method, 'MAIL_LINK')
         where id = (select link_recipient_row_id from mail_link) and read_at is null returning id`,
);

/** The placeholder's value for a token; null when it cannot be one of ours (no lookup needed). */
export function mailLinkParams(token: string): { mailLinkHash: string } | null {
  return looksLikeMailLinkToken(token) ? { mailLinkHash: mailLinkTokenHash(token) } : null;
}
