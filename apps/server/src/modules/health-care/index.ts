import { defineModule } from "../../platform/module-kit/module-definition";
import { HEALTH_CHECK_MENU, HEALTH_CHECK_SETTING_MENU, HEALTH_RECORD_MENU } from "./health-care.menu";
import { registerHealthCareRoutes } from "./health-care.routes";
import * as tables from "./health-care.tables";
import { HEALTH_OBSERVATION_EXPORT, healthObservationExport } from "./health-export";
import { registerHealthExportRoutes } from "./health-export.routes";
import { registerHealthMemberRoutes } from "./health-member.routes";

export { seedHealthSymptoms } from "./health-settings";

/**
 * ヘルスケア (category 26): members' daily health observations (member app, web link, staff entry), the
 * school's and each class's picture with alerts to staff, the settings, and per-member health records.
 */
export const healthCareModule = defineModule({
  name: "health-care",
  menus: [HEALTH_CHECK_MENU, HEALTH_CHECK_SETTING_MENU, HEALTH_RECORD_MENU],
  tables,
  routes(app, deps) {
    const reportDeps = { db: deps.db, jobs: deps.jobs };
    registerHealthCareRoutes(app, { ...reportDeps, publicUrl: deps.publicUrl });
    registerHealthMemberRoutes(app, reportDeps);
    registerHealthExportRoutes(app, { exports: deps.exports });
  },
  jobs(services) {
    services.exports.registerSource(HEALTH_OBSERVATION_EXPORT, healthObservationExport);
  },
});
