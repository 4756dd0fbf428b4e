import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

/**
 * An organisation's own member attribute (メンバー属性設定): a named value every member of one process
 * mode may carry beyond the §3.3 fields, e.g. 部活動 (SELECT) or 通学定期区間 (TEXT_FULL). Values live
 * in member.attributes under attribute_cd, so the code never changes once members hold values.
 */
export const memberAttribute = pgTable(
  "member_attribute",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    processMode: smallint("process_mode").notNull().default(0),
    attributeCd: varchar("attribute_cd", { length: 32 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    /** TEXT_HARF, TEXT_FULL, NUMBER, SELECT, MULTIPLE, DATE (the domain's MemberAttributeType). */
    attributeType: varchar("attribute_type", { length: 16 }).notNull(),
    /** The choices of SELECT / MULTIPLE in display order; [] for the other types. */
    options: jsonb("options").$type<string[]>().notNull().default([]),
    isRequired: boolean("is_required").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Optimistic locking, as for members. */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex("member_attribute_key").on(t.organizationId, t.processMode, t.attributeCd)],
);
