import type { MenuCode } from "../../platform/permissions/menu-catalogue";
/** The master-category screen that manages back-office accounts (spec §6, category 800). */
export const LOGIN_USER_MENU = "login-user" satisfies MenuCode;

/**
 * Who may read login users: their own screen, and 権限設定 (authority-settings), which lists and opens
 * them to give permissions through this module's queries.
 */
export const LOGIN_USER_READERS = [
  LOGIN_USER_MENU,
  "authority-setting",
] as const satisfies readonly MenuCode[];
