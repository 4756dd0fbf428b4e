import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** アプリ設定 (mobile manage 910): the member app's name, colour, welcome text, contact, features. */
export const APP_SETTING_MENU = "mobile-app-setting" satisfies MenuCode;
/** アプリメニュー設定 (mobile manage 910): the member app's menu entries and the school's links. */
export const APP_MENU_MENU = "mobile-menu" satisfies MenuCode;
