import { defineModule } from "../../platform/module-kit/module-definition";
import { SAFETY_RESULT_MENU, SAFETY_SEND_MENU } from "./safety.menu";
import { registerSafetyRoutes } from "./safety.routes";
import * as tables from "./safety.tables";
import { defineAutomaticSendJob } from "./safety-automatic";
import { SAFETY_RECIPIENT_EXPORT, safetyRecipientExport } from "./safety-export";
import { registerSafetyPurges } from "./safety-retention";

/** 安否確認 (category 30): sends (manual, drill, automatic from JMA), answers, results. */
export const safetyModule = defineModule({
  name: "safety",
  menus: [SAFETY_SEND_MENU, SAFETY_RESULT_MENU],
  tables,
  routes(app, deps) {
    registerSafetyRoutes(app, {
      db: deps.db,
      delivery: deps.delivery,
      mailer: deps.mailer,
      jobs: deps.jobs,
      publicUrl: deps.publicUrl,
      exports: deps.exports,
    });
  },
  jobs(services) {
    services.exports.registerSource(SAFETY_RECIPIENT_EXPORT, safetyRecipientExport);
    defineAutomaticSendJob(services);
    registerSafetyPurges(services.retention);
  },
});

// What other modules build on (定時安否確認 makes kind-6 sends and reminds through these).
export { resendInTransaction } from "./safety-actions";
export type { SafetyDeps } from "./safety-deps";
export { recipientWithSend, type SafetyRecipientRow } from "./safety-lookups";
export { countsOf, findOwnSend } from "./safety-results";
export { createSafetySend, type NewSafetySend } from "./safety-send";
export { openSentSafetySends } from "./safety-send-sql";
