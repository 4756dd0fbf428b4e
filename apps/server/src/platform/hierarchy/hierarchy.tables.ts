import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../tenancy/tenancy.tables";

/**
 * One node of an organisation's five-level hierarchy (spec §3.3): depth 1 division, 2 section,
 * 3 subsection, 4 unit, 5 subunit. Every node's code is unique within its organisation, so a member's
 * division_cd … subunit_cd each name one node; parent_division_cd is "0" for a root, as in the spec.
 */
export const hierarchyNode = pgTable(
  "hierarchy_node",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    depth: smallint("depth").notNull(),
    divisionCd: varchar("division_cd", { length: 32 }).notNull(),
    parentDivisionCd: varchar("parent_division_cd", { length: 32 }).notNull().default("0"),
    name: varchar("name", { length: 100 }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /**
     * A node no longer in use but still referenced (members, history): kept so paths stay valid,
     * offered nowhere new. Disabling covers the subtree: a disabled node's descendants are disabled too.
     */
    disabled: boolean("disabled").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("hierarchy_node_org_division_cd_key").on(t.organizationId, t.divisionCd),
    index("hierarchy_node_org_parent_idx").on(t.organizationId, t.parentDivisionCd),
  ],
);

/** The grades an organisation uses (1年, 2年, …); a member's `grade` holds gradeCd. */
export const grade = pgTable(
  "grade",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    gradeCd: smallint("grade_cd").notNull(),
    name: varchar("name", { length: 50 }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("grade_org_grade_cd_key").on(t.organizationId, t.gradeCd)],
);
