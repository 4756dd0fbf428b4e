import { defineModule } from "../../platform/module-kit/module-definition";
import { SAFETY_RESULT_MENU, SAFETY_SEND_MENU } from "./safety.menu";
import { registerSafetyRoutes } from "./safety.routes";
import * as tables from "./safety.tables";
import { defineAutomaticSendJob } from "./safety-automatic";

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
    });
  },
  jobs(services) {
    defineAutomaticSendJob(services);
  },
});
