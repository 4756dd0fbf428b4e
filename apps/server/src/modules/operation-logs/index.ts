import { defineModule } from "../../platform/module-kit/module-definition";
import { registerOperationLogExports } from "./operation-log-export";
import { registerOperationLogRetention } from "./operation-log-retention";
import { OPERATION_LOG_MENU_CD } from "./operation-logs.menu";
import { registerOperationLogRoutes } from "./operation-logs.routes";
import * as tables from "./operation-logs.tables";

/** 操作ログ: button clicks and the audit trail, searched and exported. */
export const operationLogsModule = defineModule({
  name: "operation-logs",
  menus: [OPERATION_LOG_MENU_CD],
  tables,
  routes: registerOperationLogRoutes,
  jobs(services) {
    registerOperationLogExports(services.exports);
    registerOperationLogRetention(services.retention);
  },
});
