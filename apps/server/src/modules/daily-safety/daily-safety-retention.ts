import { formatDate } from "@gakumu/domain";
import { lt } from "drizzle-orm";
import { deleteInBatches } from "../../platform/retention/batch-delete";
import type { Retention } from "../../platform/retention/retention";
import { dailySafetyRun, dailySafetySchoolDay } from "./daily-safety.tables";

/**
 * 定時安否確認's record of which school day it sent on, and the school's calendar entries, go with
 * the sends themselves (the safety module's purge, RETENTION_DELIVERY_DAYS): a day older than that
 * has no send left to show. Days are Japan-time dates.
 */
export function registerDailySafetyPurges(retention: Retention): void {
  retention.register({
    name: "daily-safety-days",
    setting: "RETENTION_DELIVERY_DAYS",
    async purge(db, cutoff, signal) {
      const day = formatDate(cutoff, "yyyy-MM-dd");
      const runs = await deleteInBatches(
        db,
        dailySafetyRun,
        dailySafetyRun.id,
        lt(dailySafetyRun.date, day),
        {
          signal,
        },
      );
      const calendar = await deleteInBatches(
        db,
        dailySafetySchoolDay,
        dailySafetySchoolDay.id,
        lt(dailySafetySchoolDay.date, day),
        { signal },
      );
      return runs + calendar;
    },
  });
}
