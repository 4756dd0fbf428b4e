import type { SchoolDayBody, SchoolDayItem, SchoolDayKindCode } from "@gakumu/domain";
import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError } from "../../platform/errors/app-error";
import { DAILY_SAFETY_MENU } from "./daily-safety.menu";
import { dailySafetySchoolDay } from "./daily-safety.tables";
import type { SchoolCalendar } from "./school-days";

// The school's own calendar: 休校日 (no daily send) and 授業日 (a send on a Saturday or holiday), one
// entry per date. A date already listed is refused with a Japanese 409 (unique index, so two staff
// adding the same date at once get one row and one refusal).

export const calendarMessages = {
  duplicate: "この日付はすでに登録されています。登録済みの行を削除してから登録してください。",
  notFound: "休校日・授業日が見つかりません。",
} as const;

/** A list no school outgrows: about ten years of closed days and Saturday classes. */
const LIST_MAX = 1000;

type Owner = Pick<RequestContext, "tenantId" | "organizationId">;

const ofOrganization = (ctx: Owner) =>
  and(
    eq(dailySafetySchoolDay.tenantId, ctx.tenantId),
    eq(dailySafetySchoolDay.organizationId, ctx.organizationId),
  );

/** The exceptions between two dates (inclusive), or all of them, as the school-day rule reads them. */
export async function loadCalendar(
  db: Db,
  ctx: Owner,
  range?: { from: string; to: string },
): Promise<SchoolCalendar> {
  const rows = await db
    .select({
      date: dailySafetySchoolDay.date,
      kind: dailySafetySchoolDay.kind,
      reason: dailySafetySchoolDay.reason,
    })
    .from(dailySafetySchoolDay)
    .where(
      and(
        ofOrganization(ctx),
        range ? gte(dailySafetySchoolDay.date, range.from) : undefined,
        range ? lte(dailySafetySchoolDay.date, range.to) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.date, { kind: r.kind as SchoolDayKindCode, reason: r.reason }]));
}

const toItem = (r: typeof dailySafetySchoolDay.$inferSelect): SchoolDayItem => ({
  id: r.id,
  date: r.date,
  kind: r.kind as SchoolDayKindCode,
  reason: r.reason,
});

export async function listSchoolDays(db: Db, ctx: RequestContext): Promise<{ items: SchoolDayItem[] }> {
  requireMenu(ctx, DAILY_SAFETY_MENU, "read");
  const rows = await db
    .select()
    .from(dailySafetySchoolDay)
    .where(ofOrganization(ctx))
    .orderBy(desc(dailySafetySchoolDay.date))
    .limit(LIST_MAX);
  return { items: rows.map(toItem) };
}

export async function addSchoolDay(db: Db, ctx: RequestContext, body: SchoolDayBody): Promise<SchoolDayItem> {
  requireMenu(ctx, DAILY_SAFETY_MENU, "write");
  const [row] = await db
    .insert(dailySafetySchoolDay)
    .values({
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      date: body.date,
      kind: body.kind,
      reason: body.reason,
      createdByLoginUserId: ctx.loginUserId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ConflictError(calendarMessages.duplicate);
  return toItem(row);
}

export async function deleteSchoolDay(db: Db, ctx: RequestContext, id: number): Promise<void> {
  requireMenu(ctx, DAILY_SAFETY_MENU, "write");
  const deleted = await db
    .delete(dailySafetySchoolDay)
    .where(and(ofOrganization(ctx), eq(dailySafetySchoolDay.id, id)))
    .returning({ id: dailySafetySchoolDay.id });
  if (deleted.length === 0) throw new NotFoundError(calendarMessages.notFound);
}
