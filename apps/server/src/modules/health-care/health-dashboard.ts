import {
  classFlagged,
  HEALTH_TREND_DAYS,
  type HealthAlertItem,
  type HealthClassRow,
  type HealthDashboard,
  type HealthTrends,
} from "@gakumu/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { hierarchyNode } from "../../platform/hierarchy/hierarchy.tables";
import { healthViewerScope } from "../members/member-health-lookups";
import { loadNodeChains } from "../members/member-hierarchy";
import { memberCountsByCode } from "../members/member-placement";
import { dayAlerts } from "./health-alert-raise";
import { HEALTH_CHECK_MENU } from "./health-care.menu";
import { healthObservation } from "./health-care.tables";
import { tokyoDate } from "./health-report";
import { effectiveSetting, loadSymptoms } from "./health-settings";

// 体調報告一覧's picture of a day: the school's counts, each class's counts with the symptoms reported
// there, and the alerts raised. One grouped statement over the (organisation, date, class) index
// gives every class's reports, fevers, members with symptoms and per-symptom counts. A staff member
// whose reference authority covers part of the school sees only their members' reports and counts:
// one semi-join on the same statements, none at all for those who see everyone.

const num = (v: unknown) => Number(v ?? 0);
/** One collator for the sort: localeCompare with a locale builds one per comparison. */
const japanese = new Intl.Collator("ja");

interface ClassTally {
  reported: number;
  fever: number;
  withSymptoms: number;
  symptoms: Map<number, number>;
}

async function tallyByClass(
  db: Db,
  ctx: RequestContext,
  date: string,
  visible: SQL | undefined,
): Promise<Map<string, ClassTally>> {
  const o = healthObservation;
  const result = (await db.execute(sql`
    select ${o.classCd} as class_cd, s.key as symptom_id,
      count(*) filter (where s.key is null) as reported,
      count(*) filter (where s.key is null and ${o.fever}) as fever,
      count(*) filter (where s.key is null and cardinality(${o.symptomIds}) > 0) as with_symptoms,
      count(*) filter (where s.key is not null) as n
    from ${o} left join lateral
      (select unnest(${o.symptomIds}) as key union all select null) s on true
    where ${o.tenantId} = ${ctx.tenantId} and ${o.organizationId} = ${ctx.organizationId} and ${o.date} = ${date}
      ${visible ? sql`and ${visible}` : sql``}
    group by ${o.classCd}, s.key`)) as unknown as { rows: Record<string, unknown>[] };
  const tallies = new Map<string, ClassTally>();
  for (const r of result.rows) {
    const cd = String(r.class_cd ?? "");
    const t = tallies.get(cd) ?? { reported: 0, fever: 0, withSymptoms: 0, symptoms: new Map() };
    if (r.symptom_id === null) {
      t.reported = num(r.reported);
      t.fever = num(r.fever);
      t.withSymptoms = num(r.with_symptoms);
    } else t.symptoms.set(num(r.symptom_id), num(r.n));
    tallies.set(cd, t);
  }
  return tallies;
}

/**
 * 「1年 1組」 (the names from the root to the class) of just these classes: a screen names the classes
 * of its rows, so it reads their chains, not the whole tree of a 2,500-class school.
 */
export async function classNamer(db: Db, organizationId: number, codes: readonly string[], separator = " ") {
  const chains = await loadNodeChains(
    db,
    organizationId,
    codes.filter((c) => c !== ""),
  );
  const nameOf = (code: string): string => {
    if (code === "") return "所属なし";
    const names = (chains.get(code)?.nodes ?? []).slice(-5).map((n) => n.name);
    return names.length > 0 ? names.join(separator) : code;
  };
  return { nameOf };
}

/** The school's members: those placed under a root, as the per-node counts add them up. */
const rootsOf = (db: Db, organizationId: number) =>
  db
    .select({ code: hierarchyNode.divisionCd })
    .from(hierarchyNode)
    .where(and(eq(hierarchyNode.organizationId, organizationId), eq(hierarchyNode.parentDivisionCd, "0")))
    .then((rows) => rows.map((r) => r.code));

export async function healthDashboard(
  db: Db,
  ctx: RequestContext,
  date = tokyoDate(),
): Promise<HealthDashboard> {
  requireMenu(ctx, HEALTH_CHECK_MENU, "read");
  const scope = healthViewerScope(db, ctx, healthObservation.memberId);
  const [setting, symptoms, tallies, dayAlertRows, roots, memberCounts] = await Promise.all([
    effectiveSetting(db, ctx),
    loadSymptoms(db, ctx),
    scope.then((s) => tallyByClass(db, ctx, date, s.observations)),
    dayAlerts(db, ctx, date),
    rootsOf(db, ctx.organizationId),
    scope.then((s) => memberCountsByCode(db, ctx, s.members)),
  ]);
  // A class's alert is for those who see some of its members (reported that day, or placed there).
  const narrowed = (await scope).observations !== undefined;
  const alerts = narrowed
    ? dayAlertRows.filter((a) => tallies.has(a.classCd) || memberCounts.has(a.classCd))
    : dayAlertRows;
  const { nameOf } = await classNamer(db, ctx.organizationId, [
    ...tallies.keys(),
    ...alerts.map((a) => a.classCd),
  ]);
  const symptomName = new Map(symptoms.map((s) => [s.id, s.name]));
  const alerted = new Set(alerts.map((a) => a.classCd));
  const classes: HealthClassRow[] = [...tallies].map(([classCd, t]) => ({
    classCd,
    className: nameOf(classCd),
    members: classCd === "" ? t.reported : (memberCounts.get(classCd) ?? t.reported),
    reported: t.reported,
    fever: t.fever,
    withSymptoms: t.withSymptoms,
    // An alert raised earlier stays a flag even if a report was corrected since: the nurse saw it.
    flagged: alerted.has(classCd) || classFlagged(t.fever, t.symptoms, setting),
    symptoms: [...t.symptoms]
      .map(([symptomId, count]) => ({
        symptomId,
        name: symptomName.get(symptomId) ?? "（削除された症状）",
        count,
      }))
      .sort((a, b) => b.count - a.count),
  }));
  classes.sort((a, b) => Number(b.flagged) - Number(a.flagged) || japanese.compare(a.className, b.className));
  const school = classes.reduce(
    (s, c) => ({
      members: s.members,
      reported: s.reported + c.reported,
      fever: s.fever + c.fever,
      withSymptoms: s.withSymptoms + c.withSymptoms,
    }),
    {
      members: roots.reduce((sum, code) => sum + (memberCounts.get(code) ?? 0), 0),
      reported: 0,
      fever: 0,
      withSymptoms: 0,
    },
  );
  const alertItems: HealthAlertItem[] = alerts.map((a) => ({
    kind: a.kind === "FEVER" ? "FEVER" : "SPREAD",
    classCd: a.classCd,
    className: nameOf(a.classCd),
    label: a.kind === "FEVER" ? "発熱" : (symptomName.get(a.symptomId) ?? "（削除された症状）"),
    count: a.count,
    raisedAt: a.raisedAt.toISOString(),
  }));
  return {
    date,
    feverThreshold: setting.feverThresholdTenths / 10,
    spreadThreshold: setting.spreadThreshold,
    school,
    classes,
    alerts: alertItems,
  };
}

/** Reports, fevers and members with symptoms per day over the last HEALTH_TREND_DAYS days. */
export async function healthTrends(
  db: Db,
  ctx: RequestContext,
  query: { until?: string; classCd: string },
): Promise<HealthTrends> {
  requireMenu(ctx, HEALTH_CHECK_MENU, "read");
  const until = query.until ?? tokyoDate();
  const o = healthObservation;
  const visible = (await healthViewerScope(db, ctx, o.memberId)).observations;
  const result = (await db.execute(sql`
    select d::date::text as date,
      count(${o.id}) as reported,
      count(${o.id}) filter (where ${o.fever}) as fever,
      count(${o.id}) filter (where cardinality(${o.symptomIds}) > 0) as with_symptoms
    from generate_series(${until}::date - ${HEALTH_TREND_DAYS - 1}::int, ${until}::date, interval '1 day') d
    left join ${o} on ${o.tenantId} = ${ctx.tenantId} and ${o.organizationId} = ${ctx.organizationId}
      and ${o.date} = d::date ${query.classCd === "" ? sql`` : sql`and ${o.classCd} = ${query.classCd}`}
      ${visible ? sql`and ${visible}` : sql``}
    group by d order by d`)) as unknown as { rows: Record<string, unknown>[] };
  return {
    items: result.rows.map((r) => ({
      date: String(r.date),
      reported: num(r.reported),
      fever: num(r.fever),
      withSymptoms: num(r.with_symptoms),
    })),
  };
}
