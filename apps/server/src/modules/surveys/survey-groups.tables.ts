import { bigint, bigserial, index, integer, pgTable, smallint, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

/**
 * アンケートグループ (news category 90): a named set of surveys a school reads together — the monthly
 * lunch survey of each term, the pre- and post-survey of a school trip. Its presence in the news
 * category opens アンケート集計 (totalling-survey, spec §2.1), where the group's answer rates stand side by
 * side and each survey's totals open. The survey ids are kept in order as an array: a group holds a
 * few dozen at most and is always read whole.
 */
export const surveyGroup = pgTable(
  "survey_group",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    processMode: smallint("process_mode").notNull().default(0),
    name: varchar("name", { length: 100 }).notNull(),
    surveyIds: bigint("survey_ids", { mode: "number" }).array().notNull(),
    createdByLoginUserId: integer("created_by_login_user_id"),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [index("survey_group_org_idx").on(t.tenantId, t.organizationId, t.processMode)],
);
