import { defineModule } from "../../platform/module-kit/module-definition";
import { DAILY_REPORT_EXPORT, dailyReportExport } from "./daily-report-export";
import { sweepReminders } from "./daily-report-reminders";
import { DAILY_REPORT_MENU } from "./daily-reports.menu";
import { registerDailyReportRoutes } from "./daily-reports.routes";
import * as tables from "./daily-reports.tables";

/** Every minute, in Japan time: the reminders whose time has come on a due day. */
export const DAILY_REPORT_REMINDER_JOB = "daily-reports.remind";
const REMINDER_CRON = "* * * * *";

/**
 * 日報 (category 50 連絡): report templates staff define, one report per member and due day from the
 * member app or /regist-daily-report, the per-day list of who has and has not submitted, comments that
 * reach the member, a member's history, Excel/CSV export, and a daily reminder.
 */
export const dailyReportsModule = defineModule({
  name: "daily-reports",
  menus: [DAILY_REPORT_MENU],
  tables,
  routes(app, deps) {
    registerDailyReportRoutes(app, { db: deps.db, delivery: deps.delivery, exports: deps.exports });
  },
  jobs(services) {
    services.exports.registerSource(DAILY_REPORT_EXPORT, dailyReportExport());
    services.jobs.define(
      DAILY_REPORT_REMINDER_JOB,
      async () => {
        await sweepReminders({ db: services.db, delivery: services.delivery });
      },
      // A failed minute is retried by the next one; retrying it too would only overlap.
      { retryLimit: 0, expireInSeconds: 300, policy: "singleton" },
    );
  },
  schedules: (jobs) => jobs.schedule(DAILY_REPORT_REMINDER_JOB, REMINDER_CRON, {}),
});
