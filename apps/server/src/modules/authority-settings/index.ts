import { defineModule } from "../../platform/module-kit/module-definition";
import { AUTHORITY_SETTING_MENU } from "./authority-settings.menu";
import { registerAuthoritySettingRoutes } from "./authority-settings.routes";

/** 権限設定: permission sets and their assignment (the tables are the platform's permissions). */
export const authoritySettingsModule = defineModule({
  name: "authority-settings",
  menus: [AUTHORITY_SETTING_MENU],
  tables: {},
  routes: registerAuthoritySettingRoutes,
});
