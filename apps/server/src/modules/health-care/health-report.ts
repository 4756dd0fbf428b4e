import {
  formatDate,
  type HealthObservationBody,
  type HealthObservationSourceCode,
  type HealthOwnObservation,
  isFever,
} from "@gakumu/domain";
import { sql } from "drizzle-orm";
import { ValidationError } from "../../platform/errors/app-error";
import { classCodeOf, type HealthMember } from "../members/member-health-lookups";
import { raiseClassAlerts } from "./health-alert-raise";
import { healthObservation } from "./health-care.tables";
import type { ObservationRow, ReportDeps } from "./health-report-deps";
import { type EffectiveSetting, loadSymptoms, type Owner, settingMessages } from "./health-settings";

// Saving one day's observation, whoever sends it (member app, web link, staff). The path the morning
// rush takes is short: the settings row, the symptom list only when symptoms were ticked, and one
// upsert (one row per member and day, a second report replaces the first). Only a report with a fever
// or symptoms goes on to count its class and maybe raise an alert.

export interface Report {
  owner: Owner;
  member: HealthMember;
  date: string;
  body: HealthObservationBody;
  source: HealthObservationSourceCode;
  recordedByLoginUserId?: number;
}

export async function saveReport(
  deps: ReportDeps,
  setting: EffectiveSetting,
  report: Report,
): Promise<HealthOwnObservation> {
  const { owner, member, body } = report;
  let names = new Map<number, string>();
  if (body.symptomIds.length > 0) {
    const symptoms = await loadSymptoms(deps.db, owner);
    const usable = new Map(symptoms.filter((s) => s.active).map((s) => [s.id, s.name]));
    if (body.symptomIds.some((id) => !usable.has(id)))
      throw new ValidationError(settingMessages.unknownSymptom);
    names = usable;
  }
  const fever = isFever(body.temperature, setting);
  const values = {
    tenantId: owner.tenantId,
    organizationId: owner.organizationId,
    memberId: member.id,
    date: report.date,
    temperatureTenths: body.temperature,
    fever,
    symptomIds: body.symptomIds,
    note: body.note,
    source: report.source,
    classCd: classCodeOf(member.path),
    grade: member.grade,
    recordedByLoginUserId: report.recordedByLoginUserId ?? null,
  };
  const [row] = await deps.db
    .insert(healthObservation)
    .values(values)
    .onConflictDoUpdate({
      target: [healthObservation.tenantId, healthObservation.memberId, healthObservation.date],
      set: {
        temperatureTenths: values.temperatureTenths,
        fever,
        symptomIds: values.symptomIds,
        note: values.note,
        source: values.source,
        classCd: values.classCd,
        grade: values.grade,
        recordedByLoginUserId: values.recordedByLoginUserId,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (fever || body.symptomIds.length > 0) await raiseClassAlerts(deps, setting, row!, member, names);
  return ownObservation(row!, names);
}

export function ownObservation(
  row: ObservationRow,
  names: ReadonlyMap<number, string>,
): HealthOwnObservation {
  return {
    date: row.date,
    temperature: row.temperatureTenths / 10,
    fever: row.fever,
    symptomIds: row.symptomIds,
    symptomNames: row.symptomIds.map((id) => names.get(id) ?? "（削除された症状）"),
    note: row.note,
    recordedAt: row.updatedAt.toISOString(),
  };
}

/** Today in Japan (yyyy-MM-dd): a report belongs to the Japanese calendar day it was made on. */
export const tokyoDate = (now: Date = new Date()): string => formatDate(now, "yyyy-MM-dd");
