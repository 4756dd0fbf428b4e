import type { MenuCode } from "../../platform/permissions/menu-catalogue";
/** The authority-category screen that edits permission sets and assigns them (spec §6, category 900). */
export const AUTHORITY_SETTING_MENU = "authority-setting" satisfies MenuCode;
