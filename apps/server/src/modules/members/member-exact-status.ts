import { formatDate, MemberExactStatus } from "@gakumu/domain";
import { and, or, type SQL, sql } from "drizzle-orm";
import { member } from "./members.tables";

export type ExactStatus = (typeof MemberExactStatus.codes)[number];

/** Today's calendar date in Japan (yyyy-MM-dd): validity periods are Japanese calendar days. */
export function tokyoToday(now: Date = new Date()): string {
  return formatDate(now, "yyyy-MM-dd");
}

// The two sides of expiry, as conditions on the row. A member whose stored status says EXPIRED while
// the dates say nothing is past its period by the administrator's word: that is EXPIRED_AFTER.
const beforeStart = (today: string) => sql`${member.validStart} > ${today}::date`;
const afterEnd = (today: string) =>
  or(sql`${member.validEnd} < ${today}::date`, sql`${member.status} = 'EXPIRED'`) as SQL;

/**
 * The exact status (spec §3.4) computed in SQL, so the list can filter, count and show it in one
 * statement: EXPIRED_BEFORE while today is before valid_start, EXPIRED_AFTER once it is past
 * valid_end (Asia/Tokyo), otherwise the stored status.
 */
export function exactStatusSql(today: string): SQL<string> {
  return sql<string>`case when ${beforeStart(today)} then 'EXPIRED_BEFORE' when ${afterEnd(today)} then 'EXPIRED_AFTER' else ${member.status} end`;
}

/**
 * "The exact status is one of these", written as plain conditions rather than a comparison with the
 * CASE above, so the planner can still use the status and date columns.
 */
export function exactStatusIn(statuses: readonly ExactStatus[], today: string): SQL | undefined {
  if (statuses.length === 0) return undefined;
  // A null date makes its comparison unknown rather than false, so "not before the start" is spelt
  // out with the null case instead of NOT(…), which would hide those rows.
  const notBefore = or(sql`${member.validStart} is null`, sql`${member.validStart} <= ${today}::date`) as SQL;
  const notAfterEnd = or(sql`${member.validEnd} is null`, sql`${member.validEnd} >= ${today}::date`) as SQL;
  const parts = statuses.map((status) => {
    if (status === "EXPIRED_BEFORE") return beforeStart(today);
    if (status === "EXPIRED_AFTER") return and(notBefore, afterEnd(today)) as SQL;
    // A plain status is never 'EXPIRED', so the stored-EXPIRED half of afterEnd needs no mention.
    return and(sql`${member.status} = ${status}`, notBefore, notAfterEnd) as SQL;
  });
  return or(...parts) as SQL;
}

/** Every exact status with a zero count, then the counted ones: the list's badges never miss one. */
export function countsByStatus(rows: readonly { status: string; n: number }[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(MemberExactStatus.codes.map((c) => [c, 0]));
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + row.n;
  return counts;
}
