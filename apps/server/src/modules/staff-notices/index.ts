import { defineModule } from "../../platform/module-kit/module-definition";
import { NOTICE_SETTING_MENU } from "./notice-menus";
import { registerNoticeStreamRoute } from "./notice-stream.routes";
import { STAFF_NOTICE_JOB, type StaffNoticeJobData } from "./notify-staff";
import { staffNoticeDeliveryHandler } from "./staff-notice-delivery";
import { registerStaffNoticeRoutes } from "./staff-notices.routes";
import * as tables from "./staff-notices.tables";

/** 通知設定 (category 800): which events each staff member hears of, by mail and back-office push. */
export const staffNoticesModule = defineModule({
  name: "staff-notices",
  menus: [NOTICE_SETTING_MENU],
  tables,
  routes(app, deps) {
    registerStaffNoticeRoutes(app, { db: deps.db, delivery: deps.delivery });
    registerNoticeStreamRoute(app, { db: deps.db });
  },
  jobs(services) {
    services.jobs.define<StaffNoticeJobData>(
      STAFF_NOTICE_JOB,
      staffNoticeDeliveryHandler({ db: services.db, mailer: services.mailer, delivery: services.delivery }),
      // A push service or mail server down for a while loses nothing: retried over about half an hour.
      { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
    );
  },
});
