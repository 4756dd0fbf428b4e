import { alertsForObservation, HealthAlertKind, NoticeSettingType, type RaisedAlert } from "@gakumu/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { HealthMember } from "../members/member-health-lookups";
import { loadHierarchy } from "../members/member-hierarchy";
import { notifyStaff } from "../staff-notices/notify-staff";
import { healthAlert, healthObservation } from "./health-care.tables";
import type { ObservationRow, ReportDeps } from "./health-report-deps";
import type { EffectiveSetting } from "./health-settings";

// A report with a fever or symptoms counts its class that day (one grouped statement over the
// (organisation, date, class) index), and each alert it reaches is inserted "on conflict do nothing"
// on (organisation, date, class, kind, symptom): the insert that gets the row is the one that tells
// staff, in the same transaction, so a class is announced once per day and symptom however many
// reports follow, also when two arrive at the same moment.

/** The class's count per symptom that day, with key 0 for fevers. */
async function classCounts(db: Db, row: ObservationRow): Promise<Map<number, number>> {
  const result = (await db.execute(sql`
    select k.key, count(*) as n
    from ${healthObservation} o,
      unnest(case when o.fever then array[0::bigint] else '{}'::bigint[] end || o.symptom_ids) as k(key)
    where o.tenant_id = ${row.tenantId} and o.organization_id = ${row.organizationId}
      and o.date = ${row.date} and o.class_cd = ${row.classCd}
    group by k.key`)) as unknown as { rows: { key: string | number; n: string | number }[] };
  return new Map(result.rows.map((r) => [Number(r.key), Number(r.n)]));
}

function noticeText(
  alert: RaisedAlert,
  className: string,
  setting: EffectiveSetting,
  names: ReadonlyMap<number, string>,
) {
  if (alert.kind === HealthAlertKind.FEVER)
    return {
      title: "体調報告：発熱",
      body: `${className}：${(setting.feverThresholdTenths / 10).toFixed(1)}℃以上の発熱の報告があります（${alert.count}人）`,
    };
  return {
    title: "体調報告：症状の広がり",
    body: `${className}：「${names.get(alert.symptomId) ?? "症状"}」の報告が${alert.count}人になりました`,
  };
}

export async function raiseClassAlerts(
  deps: ReportDeps,
  setting: EffectiveSetting,
  row: ObservationRow,
  member: HealthMember,
  names: ReadonlyMap<number, string>,
): Promise<void> {
  const counts = await classCounts(deps.db, row);
  const feverCount = counts.get(0) ?? 0;
  counts.delete(0);
  const alerts = alertsForObservation(
    { temperatureTenths: row.temperatureTenths, symptomIds: row.symptomIds },
    counts,
    feverCount,
    setting,
  );
  if (alerts.length === 0) return;
  await deps.db.transaction(async (tx) => {
    const raised = await tx
      .insert(healthAlert)
      .values(
        alerts.map((a) => ({
          tenantId: row.tenantId,
          organizationId: row.organizationId,
          date: row.date,
          classCd: row.classCd,
          kind: a.kind,
          symptomId: a.symptomId,
          count: a.count,
        })),
      )
      .onConflictDoNothing()
      .returning({ kind: healthAlert.kind, symptomId: healthAlert.symptomId });
    if (raised.length === 0) return;
    const hierarchy = await loadHierarchy(tx, row.organizationId);
    const className = hierarchy.namesOf(member.path).join(" ") || "所属なし";
    for (const r of raised) {
      const alert = alerts.find((a) => a.kind === r.kind && a.symptomId === r.symptomId)!;
      await notifyStaff(deps, tx, {
        tenantId: row.tenantId,
        organizationId: row.organizationId,
        type: NoticeSettingType.HEALTH_CARE,
        ...noticeText(alert, className, setting, names),
        link: `/health-check?date=${row.date}&classCd=${encodeURIComponent(row.classCd)}`,
        memberId: member.id,
      });
    }
  });
}

/** The day's alerts of the organisation (the dashboard's list and its class flags). */
export async function dayAlerts(db: Db, owner: { tenantId: number; organizationId: number }, date: string) {
  return db
    .select()
    .from(healthAlert)
    .where(
      and(
        eq(healthAlert.tenantId, owner.tenantId),
        eq(healthAlert.organizationId, owner.organizationId),
        eq(healthAlert.date, date),
      ),
    )
    .orderBy(healthAlert.raisedAt);
}
