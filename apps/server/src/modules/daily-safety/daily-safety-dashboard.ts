import {
  DAILY_SAFETY_DAY_PAGE_SIZE,
  DAILY_SAFETY_TREND_DAYS,
  type DailySafetyDay,
  type DailySafetyDayPage,
  type DailySafetyTrends,
  type SafetyCounts,
} from "@gakumu/domain";
import { and, count, desc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { countsOf } from "../safety";
import { DAILY_SAFETY_MENU } from "./daily-safety.menu";
import { dailySafetyRun } from "./daily-safety.tables";
import { loadCalendar } from "./daily-safety-calendar";
import { addDays, judgeSchoolDay, lastSchoolDays, type SchoolCalendar, tokyoClock } from "./school-days";

// 定時安否確認's per-day dashboard and trends. The answers live on the safety module's send of each day;
// its counts (one grouped statement per request) give the rate and the counts per state.

type RunRow = typeof dailySafetyRun.$inferSelect;
type Owner = Pick<RequestContext, "tenantId" | "organizationId">;

const ofOrganization = (ctx: Owner) =>
  and(eq(dailySafetyRun.tenantId, ctx.tenantId), eq(dailySafetyRun.organizationId, ctx.organizationId));

async function countsOfRuns(db: Db, tenantId: number, runs: readonly RunRow[]) {
  const ids = runs.map((r) => r.safetySendId).filter((id): id is number => id !== null);
  return countsOf(db, tenantId, ids);
}

function dayOf(
  date: string,
  calendar: SchoolCalendar,
  run: RunRow | undefined,
  counts: Map<number, SafetyCounts>,
) {
  const verdict = judgeSchoolDay(date, calendar);
  return {
    date,
    schoolDay: verdict.schoolDay,
    dayNote: verdict.note,
    safetySendId: run?.safetySendId ?? null,
    outcome: run ? (run.outcome === "SENT" ? "SENT" : "NOBODY") : null,
    sentAt: run?.sentAt.toISOString() ?? null,
    remindedAt: run?.remindedAt?.toISOString() ?? null,
    reminderCount: run?.reminderCount ?? null,
    counts: run?.safetySendId ? (counts.get(run.safetySendId) ?? null) : null,
  } satisfies DailySafetyDay;
}

/** One day (today in Japan when not given): school day or not and why, the send and its answers. */
export async function dailySafetyDay(
  db: Db,
  ctx: RequestContext,
  date: string | undefined,
  now = new Date(),
): Promise<DailySafetyDay> {
  requireMenu(ctx, DAILY_SAFETY_MENU, "read");
  const day = date ?? tokyoClock(now).date;
  const [calendar, [run]] = await Promise.all([
    loadCalendar(db, ctx, { from: day, to: day }),
    db
      .select()
      .from(dailySafetyRun)
      .where(and(ofOrganization(ctx), eq(dailySafetyRun.date, day))),
  ]);
  return dayOf(day, calendar, run, await countsOfRuns(db, ctx.tenantId, run ? [run] : []));
}

/** The days the schedule ran, newest first. */
export async function listDailySafetyDays(
  db: Db,
  ctx: RequestContext,
  page: number,
): Promise<DailySafetyDayPage> {
  requireMenu(ctx, DAILY_SAFETY_MENU, "read");
  const [counted] = await db.select({ n: count() }).from(dailySafetyRun).where(ofOrganization(ctx));
  const runs = await db
    .select()
    .from(dailySafetyRun)
    .where(ofOrganization(ctx))
    .orderBy(desc(dailySafetyRun.date))
    .limit(DAILY_SAFETY_DAY_PAGE_SIZE)
    .offset((page - 1) * DAILY_SAFETY_DAY_PAGE_SIZE);
  const dates = runs.map((r) => r.date);
  const calendar =
    dates.length === 0 ? new Map() : await loadCalendar(db, ctx, { from: dates.at(-1)!, to: dates[0]! });
  const counts = await countsOfRuns(db, ctx.tenantId, runs);
  return {
    items: runs.map((r) => dayOf(r.date, calendar, r, counts)),
    total: counted?.n ?? 0,
    page,
    pageSize: DAILY_SAFETY_DAY_PAGE_SIZE,
  };
}

/** Answer rate and 軽傷 / 重傷 counts over the last 30 school days up to `until` or today (oldest first). */
export async function dailySafetyTrends(
  db: Db,
  ctx: RequestContext,
  until: string | undefined,
): Promise<DailySafetyTrends> {
  requireMenu(ctx, DAILY_SAFETY_MENU, "read");
  const today = until ?? tokyoClock(new Date()).date;
  const from = addDays(today, -366);
  const calendar = await loadCalendar(db, ctx, { from, to: today });
  const days = lastSchoolDays(today, DAILY_SAFETY_TREND_DAYS, calendar);
  const runs =
    days.length === 0
      ? []
      : await db
          .select()
          .from(dailySafetyRun)
          .where(
            and(
              ofOrganization(ctx),
              gte(dailySafetyRun.date, days[0]!),
              lte(dailySafetyRun.date, today),
              inArray(dailySafetyRun.date, days),
            ),
          );
  const byDate = new Map(runs.map((r) => [r.date, r]));
  const counts = await countsOfRuns(db, ctx.tenantId, runs);
  return {
    items: days.map((date) => {
      const run = byDate.get(date);
      const c = run?.safetySendId ? counts.get(run.safetySendId) : undefined;
      return {
        date,
        answerRate: c ? c.answerRate : null,
        recipients: c?.recipients ?? 0,
        answered: c?.answered ?? 0,
        minorInjury: c?.minorInjury ?? 0,
        seriousInjury: c?.seriousInjury ?? 0,
      };
    }),
  };
}
