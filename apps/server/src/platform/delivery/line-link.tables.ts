import { bigint, bigserial, index, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { member } from "../../modules/members/members.tables";
import { organizationIdColumn, tenantIdColumn } from "../tenancy/tenancy.tables";

/**
 * A member's LINE account, linked from the member app through the organisation's LINE Login: LINE's
 * user id (the ID token's `sub`), which the organisation's Messaging API channel sends to when both
 * channels belong to the same LINE provider. One per member; one LINE account may be linked by
 * several members (a parent with two children), each of whom is a recipient of their own.
 */
export const memberLineLink = pgTable(
  "member_line_link",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    /** The organisation whose LINE Login issued the user id (user ids are per LINE provider). */
    organizationId: organizationIdColumn(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id),
    lineUserId: varchar("line_user_id", { length: 64 }).notNull(),
    displayName: varchar("display_name", { length: 100 }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("member_line_link_member_key").on(t.tenantId, t.memberId),
    index("member_line_link_org_idx").on(t.tenantId, t.organizationId),
  ],
);
