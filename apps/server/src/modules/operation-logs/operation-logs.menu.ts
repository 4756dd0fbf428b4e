import type { MenuCode } from "../../platform/permissions/menu-catalogue";
/**
 * The menu whose authority opens the log screen and its search and download routes. The menu itself
 * (「操作ログ」 in the master category 800) is in the platform's menu catalogue. Logging a click needs
 * no menu: every logged-in user's clicks are recorded.
 */
export const OPERATION_LOG_MENU_CD = "operation-log" satisfies MenuCode;
