import { defineModule } from "../../platform/module-kit/module-definition";
import { PUSH_RECIPIENT_EXPORT, pushRecipientExport } from "./push-export";
import {
  GROUP_PUSH_MENU,
  PUSH_COMPOSE_MENU,
  PUSH_HISTORY_MENU,
  PUSH_TEMPLATE_MENU,
} from "./push-notifications.menu";
import { registerPushNotificationRoutes } from "./push-notifications.routes";
import * as tables from "./push-notifications.tables";
import { PUSH_REPLY_NOTICE_JOB, pushReplyNoticeHandler } from "./push-reply-notice";
import { registerPushPurges } from "./push-retention";

export { savePushReply } from "./push-replies";

/** プッシュ通知 (category 20) and グループ配信 (35): compose, reserve, history, resend, templates. */
export const pushNotificationsModule = defineModule({
  name: "push-notifications",
  menus: [PUSH_COMPOSE_MENU, PUSH_HISTORY_MENU, PUSH_TEMPLATE_MENU, GROUP_PUSH_MENU],
  tables,
  routes(app, deps) {
    registerPushNotificationRoutes(app, {
      db: deps.db,
      delivery: deps.delivery,
      dataDir: deps.dataDir,
      publicUrl: deps.publicUrl,
      mailer: deps.mailer,
      exports: deps.exports,
    });
  },
  jobs(services) {
    services.exports.registerSource(PUSH_RECIPIENT_EXPORT, pushRecipientExport(services.delivery));
    registerPushPurges(services.retention, services.settings.dataDir);
    services.jobs.define(
      PUSH_REPLY_NOTICE_JOB,
      pushReplyNoticeHandler({ db: services.db, mailer: services.mailer }),
      { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    );
  },
});
