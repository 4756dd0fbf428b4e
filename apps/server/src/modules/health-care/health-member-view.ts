import { HEALTH_HISTORY_DAYS, type MemberHealthView } from "@gakumu/domain";
import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organization } from "../../platform/tenancy/tenancy.tables";
import type { HealthMember } from "../members/member-health-lookups";
import { healthObservation } from "./health-care.tables";
import { ownObservation, tokyoDate } from "./health-report";
import { effectiveSetting, loadSymptoms, type Owner } from "./health-settings";

// What a member sees of their own health (member app 体調, or the web link): today's record to fill
// in or correct, the school's symptoms as checkboxes, and their last two weeks.

const daysBefore = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

export async function memberHealthView(
  db: Db,
  owner: Owner,
  member: HealthMember,
): Promise<MemberHealthView> {
  const today = tokyoDate();
  const [setting, symptoms, rows, [org]] = await Promise.all([
    effectiveSetting(db, owner),
    loadSymptoms(db, owner),
    db
      .select()
      .from(healthObservation)
      .where(
        and(
          eq(healthObservation.tenantId, owner.tenantId),
          eq(healthObservation.memberId, member.id),
          gte(healthObservation.date, daysBefore(today, HEALTH_HISTORY_DAYS)),
        ),
      )
      .orderBy(desc(healthObservation.date)),
    db
      .select({ name: organization.name })
      .from(organization)
      .where(and(eq(organization.tenantId, owner.tenantId), eq(organization.id, owner.organizationId))),
  ]);
  const names = new Map(symptoms.map((s) => [s.id, s.name]));
  const todays = rows.find((r) => r.date === today);
  return {
    memberName: member.name,
    organizationName: org?.name ?? "",
    date: today,
    feverThreshold: setting.feverThresholdTenths / 10,
    symptoms: symptoms.filter((s) => s.active).map((s) => ({ id: s.id, name: s.name })),
    today: todays ? ownObservation(todays, names) : null,
    history: rows.filter((r) => r.date !== today).map((r) => ownObservation(r, names)),
  };
}
