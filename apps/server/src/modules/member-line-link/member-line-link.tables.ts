import { bigint, index, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";
import { member } from "../members/members.tables";

/**
 * A member's LINE link in progress: state, nonce and PKCE verifier of the LINE Login round trip,
 * bound to the browser by a cookie whose hash is the key; used once, gone after ten minutes.
 */
export const memberLineLinkPending = pgTable(
  "member_line_link_pending",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id),
    state: varchar("state", { length: 128 }).notNull(),
    nonce: varchar("nonce", { length: 128 }).notNull(),
    codeVerifier: varchar("code_verifier", { length: 128 }).notNull(),
    redirectUri: varchar("redirect_uri", { length: 2000 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("member_line_link_pending_expires_idx").on(t.expiresAt)],
);
