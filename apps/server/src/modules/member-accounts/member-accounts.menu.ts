import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/**
 * アプリ利用者管理 (mobile manage 910): who uses the member app, the registration rate per grade and
 * class, and login QR sheets.
 */
export const MEMBER_ACCOUNT_MENU = "member-account" satisfies MenuCode;
