import { and, eq, lte } from "drizzle-orm";
import type { SafetyDeps } from "../safety";
import { dailySafetyRun, dailySafetySetting } from "./daily-safety.tables";
import { loadCalendar } from "./daily-safety-calendar";
import { runDailySend, runReminder } from "./daily-safety-run";
import { judgeSchoolDay, tokyoClock } from "./school-days";

// The minute's look at every enabled schedule, in Japan time. On a school day, from the send time on,
// the day's send is made once; a sweep that missed the send time (the worker was down) still makes it
// until the reminder time, after which a morning check would arrive too late to mean anything. From
// the reminder time on, the reminder goes out once. One school's failure does not stop the others:
// each is retried by the next minute's sweep, and the sweep reports the failures at the end.

export type SweepSummary = {
  date: string;
  time: string;
  sent: number;
  reminded: number;
  failed: number;
};

export async function sweepDailySafety(deps: SafetyDeps, now = new Date()): Promise<SweepSummary> {
  const { date, time } = tokyoClock(now);
  const settings = await deps.db
    .select()
    .from(dailySafetySetting)
    .where(and(eq(dailySafetySetting.enabled, true), lte(dailySafetySetting.sendTime, time)));
  const summary: SweepSummary = { date, time, sent: 0, reminded: 0, failed: 0 };
  const errors: string[] = [];
  for (const setting of settings) {
    try {
      const owner = { tenantId: setting.tenantId, organizationId: setting.organizationId };
      const calendar = await loadCalendar(deps.db, owner, { from: date, to: date });
      if (!judgeSchoolDay(date, calendar).schoolDay) continue;
      const remindNow = setting.reminderTime !== null && time >= setting.reminderTime;
      if (!remindNow) {
        const [ran] = await deps.db
          .select({ id: dailySafetyRun.id })
          .from(dailySafetyRun)
          .where(
            and(
              eq(dailySafetyRun.tenantId, setting.tenantId),
              eq(dailySafetyRun.organizationId, setting.organizationId),
              eq(dailySafetyRun.date, date),
            ),
          );
        if (!ran && (await runDailySend(deps, setting, date)).outcome === "sent") summary.sent++;
      } else if ((await runReminder(deps, setting, date)).outcome === "reminded") summary.reminded++;
    } catch (error) {
      summary.failed++;
      errors.push(`organization ${setting.organizationId}: ${(error as Error).message}`);
    }
  }
  if (errors.length > 0) throw new Error(`daily-safety sweep ${date} ${time}: ${errors.join("; ")}`);
  return summary;
}
