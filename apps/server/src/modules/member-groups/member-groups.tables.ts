import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";
import { member } from "../members/members.tables";

/**
 * A delivery group (配信グループ) staff maintain for group push and as a target anywhere targets are
 * chosen. STATIC groups hold the members staff picked, pasted or imported; RULE groups hold the members
 * their rule (hierarchy subtree, grade, attributes) matched when the build job last ran. Both kinds keep
 * their members in member_group_member, so a push reads one table whatever the kind.
 */
export const memberGroup = pgTable(
  "member_group",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** The process mode whose members the group holds (NORMAL 0 in practice). */
    processMode: smallint("process_mode").notNull().default(0),
    name: varchar("name", { length: 100 }).notNull(),
    description: varchar("description", { length: 1000 }).notNull().default(""),
    /** STATIC or RULE (the domain's MemberGroupKind). */
    kind: varchar("kind", { length: 8 }).notNull(),
    /** A RULE group's conditions (the domain's MemberGroupRule); null for STATIC groups. */
    rule: jsonb("rule").$type<Record<string, unknown>>(),
    /** FLAT, MAKING, FIX_PROCESSING, SUCCESS, FAILED (the domain's GroupWorkStatus). */
    workStatus: varchar("work_status", { length: 16 }).notNull().default("FLAT"),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    /** Why the last build failed, in Japanese, for the list; null otherwise. */
    failureMessage: text("failure_message"),
    /** Bumped when a build is queued: a build whose number is no longer current stops without writing. */
    buildNo: integer("build_no").notNull().default(0),
    memberCount: integer("member_count").notNull().default(0),
    /** The login user who last changed the group or its members. */
    updatedByLoginUserId: integer("updated_by_login_user_id"),
    /** Optimistic locking: an edit names the version it read and bumps it. */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("member_group_name_key").on(t.organizationId, t.processMode, t.name),
    index("member_group_tenant_idx").on(t.tenantId),
  ],
);

/** One member (member.id) of a group. */
export const memberGroupMember = pgTable(
  "member_group_member",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => memberGroup.id, { onDelete: "cascade" }),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
    tenantId: tenantIdColumn(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.memberId] }),
    index("member_group_member_member_idx").on(t.memberId),
    index("member_group_member_tenant_idx").on(t.tenantId),
  ],
);
