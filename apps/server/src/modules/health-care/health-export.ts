import {
  calendarDateSchema,
  HealthObservationSource,
  type HealthObservationSourceCode,
  healthExportMessages,
  healthExportRangeError,
} from "@gakumu/domain";
import { and, asc, count, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireMenu } from "../../platform/access/require-menu";
import { ValidationError } from "../../platform/errors/app-error";
import type { ExportColumn } from "../../platform/exports/cells";
import type { AuthorizedExportScope, ExportSource } from "../../platform/exports/export-source";
import { healthMembers, healthViewerScope } from "../members/member-health-lookups";
import { loadNodePath } from "../members/member-hierarchy";
import { HEALTH_CHECK_MENU } from "./health-care.menu";
import { healthObservation } from "./health-care.tables";
import { classNamer } from "./health-dashboard";
import { loadSymptoms } from "./health-settings";

// 体調報告一覧's export: the observations of a period (and class) of the members the requester may
// see, one row per member and day, ordered by day, class and report. It runs in the request or as a
// job of the platform's export service (same columns, same writer, same CSV encodings).

/** The export source's name, stored in a job's data. */
export const HEALTH_OBSERVATION_EXPORT = "health-observations";

// A job reads its parameters back from its stored data: the days and the class are checked again
// here, the period and the class's existence in conditionOf (also for the request's own export).
const Params = z.object({
  from: calendarDateSchema("開始日"),
  to: calendarDateSchema("終了日"),
  classCd: z.string().max(32).default(""),
});
export type HealthExportParams = z.infer<typeof Params>;

export interface HealthExportRow {
  date: string;
  placement: string;
  memberCode: string;
  memberName: string;
  temperatureTenths: number;
  symptoms: string[];
  note: string;
  source: string;
  recordedAt: Date;
}

const COLUMNS: ExportColumn<HealthExportRow>[] = [
  { header: "日付", value: (r) => r.date.replace(/-/g, "/"), width: 12 },
  { header: "所属", value: (r) => r.placement, width: 30 },
  { header: "学籍番号", value: (r) => r.memberCode, width: 14 },
  { header: "氏名", value: (r) => r.memberName, width: 20 },
  // Text with one decimal, as the screens show it (36.0, not 36).
  { header: "体温", value: (r) => (r.temperatureTenths / 10).toFixed(1), width: 8 },
  { header: "症状", value: (r) => r.symptoms.join("、"), width: 30 },
  { header: "メモ", value: (r) => r.note, width: 40 },
  { header: "入力元", value: (r) => r.source, width: 14 },
  { header: "記録日時", value: (r) => r.recordedAt, width: 18 },
];

const BATCH = 1000;

/** Organisation, period, class and the requester's members; a bad period or class is a 400. */
async function conditionOf(db: Db, scope: AuthorizedExportScope, params: HealthExportParams): Promise<SQL> {
  const rangeError = healthExportRangeError(params.from, params.to);
  if (rangeError) throw new ValidationError(rangeError);
  // Only the class's own chain is read: another school's code, or a made-up one, has none here.
  if (params.classCd !== "" && !(await loadNodePath(db, scope.organizationId, params.classCd)))
    throw new ValidationError(healthExportMessages.classNotFound);
  const o = healthObservation;
  const viewer = { ...scope, processMode: scope.processMode ?? 0 };
  return and(
    eq(o.tenantId, scope.tenantId),
    eq(o.organizationId, scope.organizationId),
    gte(o.date, params.from),
    lte(o.date, params.to),
    params.classCd === "" ? undefined : eq(o.classCd, params.classCd),
    (await healthViewerScope(db, viewer, o.memberId)).observations,
  ) as SQL;
}

type ObservationRow = typeof healthObservation.$inferSelect;

/** One batch's rows with their members, class names and symptom names (one lookup each). */
async function toRows(
  db: Db,
  scope: AuthorizedExportScope,
  rows: readonly ObservationRow[],
  symptomName: ReadonlyMap<number, string>,
): Promise<HealthExportRow[]> {
  const [members, { nameOf }] = await Promise.all([
    healthMembers(
      db,
      scope,
      rows.map((r) => r.memberId),
    ),
    classNamer(
      db,
      scope.organizationId,
      rows.map((r) => r.classCd),
      " ／ ",
    ),
  ]);
  return rows.map((r) => {
    const m = members.get(r.memberId);
    return {
      date: r.date,
      placement: nameOf(r.classCd),
      memberCode: m?.memberCode ?? "",
      memberName: m?.name ?? "（削除されたメンバー）",
      temperatureTenths: r.temperatureTenths,
      symptoms: r.symptomIds.map((id) => symptomName.get(id) ?? "（削除された症状）"),
      note: r.note,
      source: HealthObservationSource.label(r.source as HealthObservationSourceCode),
      recordedAt: r.updatedAt,
    };
  });
}

export const healthObservationExport: ExportSource<HealthExportParams, HealthExportRow> = {
  params: Params,
  describe: () => ({ title: "体調報告", columns: COLUMNS }),
  async count(db, scope, params) {
    requireMenu(scope, HEALTH_CHECK_MENU, "read");
    const [row] = await db
      .select({ n: count() })
      .from(healthObservation)
      .where(await conditionOf(db, scope, params));
    return row?.n ?? 0;
  },
  async *batches(db, scope, params) {
    requireMenu(scope, HEALTH_CHECK_MENU, "read");
    const o = healthObservation;
    const [where, symptoms] = await Promise.all([conditionOf(db, scope, params), loadSymptoms(db, scope)]);
    const symptomName = new Map(symptoms.map((s) => [s.id, s.name]));
    // Keyset paging on (date, class, id): each batch is one range of the (organisation, date, class)
    // index however far into the period, and the file reads day by day, class by class.
    let after: { date: string; classCd: string; id: number } | null = null;
    for (;;) {
      const rows: ObservationRow[] = await db
        .select()
        .from(o)
        .where(
          and(
            where,
            after
              ? sql`(${o.date}, ${o.classCd}, ${o.id}) > (${after.date}::date, ${after.classCd}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(o.date), asc(o.classCd), asc(o.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      yield await toRows(db, scope, rows, symptomName);
      if (rows.length < BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { date: last.date, classCd: last.classCd, id: last.id };
    }
  },
};
