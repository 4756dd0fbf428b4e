import { defineModule } from "../../platform/module-kit/module-definition";
import { SAFETY_AUTO_MENU } from "../safety-jma/safety-jma.menu";
import { defineAlertJobs } from "./safety-alert-jobs";
import { registerSafetyAlertPurges } from "./safety-alert-retention";
import { registerSafetyAlertRoutes } from "./safety-alerts.routes";
import * as tables from "./safety-alerts.tables";
import { NO_CONTACT_CRON, SAFETY_NO_CONTACT_ALERT_JOB } from "./serious-alert-job";

/**
 * 職員への通知 (a section of 自動配信設定, category 30): the chosen staff are mailed when someone answers
 * 重傷 and when a send still has people without contact N minutes after it went out.
 */
export const safetyAlertsModule = defineModule({
  name: "safety-alerts",
  menus: [SAFETY_AUTO_MENU],
  tables,
  routes(app, deps) {
    registerSafetyAlertRoutes(app, { db: deps.db });
  },
  jobs(services) {
    defineAlertJobs(services);
    registerSafetyAlertPurges(services.retention);
  },
  schedules: (jobs) => jobs.schedule(SAFETY_NO_CONTACT_ALERT_JOB, NO_CONTACT_CRON, {}),
});
