import type { MenuCode } from "../../platform/permissions/menu-catalogue";
/** The master-category screen of organisation-wide settings (spec §6, category 800). */
export const ORGANIZATION_SETTING_MENU = "organization-setting" satisfies MenuCode;
