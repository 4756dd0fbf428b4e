import { defineModule } from "../../platform/module-kit/module-definition";
import type { SafetyDeps } from "../safety";
import { DAILY_SAFETY_MENU } from "./daily-safety.menu";
import { registerDailySafetyRoutes } from "./daily-safety.routes";
import * as tables from "./daily-safety.tables";
import { registerDailySafetyPurges } from "./daily-safety-retention";
import { sweepDailySafety } from "./daily-safety-sweep";

/** Every minute, in Japan time: the day's sends and reminders that are due. */
export const DAILY_SAFETY_SWEEP_JOB = "daily-safety.sweep";
const DAILY_SAFETY_SWEEP_CRON = "* * * * *";

/**
 * 定時安否確認 (category 30, notification type 6): a safety question on every school day at a set time
 * and a reminder to those who have not answered. The send and the answers are the safety module's.
 */
export const dailySafetyModule = defineModule({
  name: "daily-safety",
  menus: [DAILY_SAFETY_MENU],
  tables,
  routes(app, deps) {
    registerDailySafetyRoutes(app, { db: deps.db });
  },
  jobs(services) {
    const deps: SafetyDeps = {
      db: services.db,
      delivery: services.delivery,
      mailer: services.mailer,
      jobs: services.jobs,
      publicUrl: services.delivery.publicUrl,
    };
    services.jobs.define(DAILY_SAFETY_SWEEP_JOB, async () => sweepDailySafety(deps), {
      // A failed minute is retried by the next one; retrying it too would only overlap.
      retryLimit: 0,
      expireInSeconds: 300,
      policy: "singleton",
    });
    registerDailySafetyPurges(services.retention);
  },
  schedules: (jobs) => jobs.schedule(DAILY_SAFETY_SWEEP_JOB, DAILY_SAFETY_SWEEP_CRON, {}),
});
