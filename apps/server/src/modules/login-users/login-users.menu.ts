import type { MenuCode } from "../../platform/permissions/menu-catalogue";
/** The master-category screen that manages back-office accounts (spec §6, category 800). */
export const LOGIN_USER_MENU = "login-user" satisfies MenuCode;
