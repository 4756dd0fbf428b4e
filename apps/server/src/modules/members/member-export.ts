import {
  DateFormats,
  MEMBER_FIELDS,
  MemberExactStatus,
  MemberFilter,
  memberFieldHeadings,
  memberFieldProperty,
  memberFieldSpec,
  parseDate,
} from "@gakumu/domain";
import { and, count, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireMenu } from "../../platform/access/require-menu";
import type { CellValue, ExportColumn } from "../../platform/exports/cells";
import type { ExportService } from "../../platform/exports/export-service";
import type { AuthorizedExportScope, ExportSource } from "../../platform/exports/export-source";
import { exactStatusSql, tokyoToday } from "./member-exact-status";
import { memberListCondition, statusCondition } from "./member-filter";
import { loadHierarchy } from "./member-hierarchy";
import {
  ALUMNI_LIST_MENU,
  MEMBER_LIST_MENU,
  type MemberListKind,
  type MemberListScope,
  memberListScope,
} from "./members.menu";
import { listMemberImportFields } from "./members.service";
import { member } from "./members.tables";

/** Export source names (defineModuleJobs registers them). */
export const MEMBER_EXPORT_SOURCES = { members: "members", alumni: "alumni" } as const;

/**
 * What an export job stores: the list, the requester's process mode (their reference authority is
 * read in it), the conditions, and the columns: the organisation's valid import fields with its own
 * titles, fixed when the export was asked for, so the file can go straight back into the importer.
 */
export const MemberExportParams = z.object({
  kind: z.enum(["members", "alumni"]),
  viewerMode: z.number().int(),
  filter: MemberFilter,
  columns: z
    .array(
      z.object({ fieldName: z.string().refine((f) => memberFieldSpec(f) !== undefined), title: z.string() }),
    )
    .min(1),
});
export type MemberExportParams = z.infer<typeof MemberExportParams>;

/**
 * The organisation's valid import fields in import order with its titles; every §3.3 field with the
 * platform's titles for an organisation that has not set its list up.
 */
export async function memberExportColumns(
  db: Db,
  scope: MemberListScope,
): Promise<MemberExportParams["columns"]> {
  const fields = await listMemberImportFields(db, scope.viewer.organizationId, scope.definitionMode);
  const valid = fields.length === 0 ? MEMBER_FIELDS : fields.filter((f) => f.isValid);
  // Headed as the import template heads them (学年 and 学年（階層）), which the importer reads back.
  const titles = memberFieldHeadings(valid);
  return valid.map((f, i) => ({ fieldName: f.fieldName, title: titles[i]! }));
}

type ExportRow = typeof member.$inferSelect & { exactStatus: string };

const isDateField = (fieldName: string) => memberFieldSpec(fieldName)?.kind === "date";

/**
 * A stored value as its import cell: choices by label (the importer reads labels), a date (kept as
 * yyyy-MM-dd) as that day, shown as spec §9 writes it (column dateFormat), the rest as kept.
 */
function cellOf(fieldName: string, row: ExportRow): CellValue {
  const value = (row as unknown as Record<string, CellValue>)[memberFieldProperty(fieldName)];
  if (isDateField(fieldName) && typeof value === "string") return parseDate(value, DateFormats.DATE) ?? value;
  const choices = memberFieldSpec(fieldName)?.choices;
  if (choices && value !== null && value !== undefined) {
    const text = String(value);
    return choices.find((c) => c.value === text)?.label ?? text;
  }
  return value;
}

function columnsOf(params: MemberExportParams): ExportColumn<ExportRow>[] {
  return [
    ...params.columns.map((c) => ({
      header: c.title,
      value: (row: ExportRow) => cellOf(c.fieldName, row),
      dateFormat: isDateField(c.fieldName) ? DateFormats.DATE_SLASH : undefined,
      width: Math.min(40, Math.max(10, (memberFieldSpec(c.fieldName)?.maxLength ?? 12) / 2)),
    })),
    { header: "ステータス", value: (row: ExportRow) => MemberExactStatus.label(row.exactStatus), width: 14 },
  ];
}

async function conditionOf(db: Db, scope: AuthorizedExportScope, params: MemberExportParams, today: string) {
  const list = memberListScope({ ...scope, processMode: params.viewerMode }, params.kind as MemberListKind);
  const hierarchy = await loadHierarchy(db, scope.organizationId);
  return and(
    await memberListCondition(db, list, hierarchy, params.filter),
    statusCondition(params.filter, today),
  ) as SQL;
}

const BATCH = 1000;

const listMenuOf = (kind: MemberExportParams["kind"]) =>
  kind === "alumni" ? ALUMNI_LIST_MENU : MEMBER_LIST_MENU;

export const memberExport: ExportSource<MemberExportParams, ExportRow> = {
  params: MemberExportParams,
  describe: (params) => ({
    title: params.kind === "alumni" ? "卒業生一覧" : "メンバー一覧",
    columns: columnsOf(params),
  }),
  async count(db, scope, params) {
    requireMenu(scope, listMenuOf(params.kind), "read");
    const [row] = await db
      .select({ n: count() })
      .from(member)
      .where(await conditionOf(db, scope, params, tokyoToday()));
    return row?.n ?? 0;
  },
  async *batches(db, scope, params) {
    requireMenu(scope, listMenuOf(params.kind), "read");
    const today = tokyoToday();
    const where = await conditionOf(db, scope, params, today);
    // Member id order, each batch continuing after the last (member_id, id) of the one before.
    let after: { memberId: string; id: number } | null = null;
    for (;;) {
      const rows: { row: typeof member.$inferSelect; exactStatus: string }[] = await db
        .select({ row: member, exactStatus: exactStatusSql(today) })
        .from(member)
        .where(
          and(
            where,
            after ? sql`(${member.memberId}, ${member.id}) > (${after.memberId}, ${after.id})` : undefined,
          ),
        )
        .orderBy(member.memberId, member.id)
        .limit(BATCH);
      if (rows.length > 0) yield rows.map((r) => ({ ...r.row, exactStatus: r.exactStatus }));
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return;
      after = { memberId: last.row.memberId, id: last.row.id };
    }
  },
};

/** Registers the member and alumni exports; call before the job queue starts. */
export function registerMemberExports(exports: Pick<ExportService, "registerSource">): void {
  exports.registerSource(MEMBER_EXPORT_SOURCES.members, memberExport);
  exports.registerSource(MEMBER_EXPORT_SOURCES.alumni, memberExport);
}
