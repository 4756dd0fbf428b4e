import { sql } from "drizzle-orm";

// SQL the safety module offers other modules' statements: the safety-alert job joins open sends to
// its own settings in one statement, without naming the safety module's tables itself.

/**
 * The sends still open that have gone out, as a derived table to select from or join (give it an
 * alias): id, tenant_id, organization_id, title, is_drill, sent_at.
 */
export const openSentSafetySends = sql`(select id, tenant_id, organization_id, title, is_drill, sent_at
    from safety_send where closed_at is null and sent_at is not null)`;
