import { defineModule } from "../../platform/module-kit/module-definition";
import { ORGANIZATION_SETTING_MENU } from "./organization-settings.menu";
import { registerOrganizationSettingRoutes } from "./organization-settings.routes";

/** 組織設定: the organisation's own settings (logo, IP ranges, LINE channel, analytics, sender). */
export const organizationSettingsModule = defineModule({
  name: "organization-settings",
  menus: [ORGANIZATION_SETTING_MENU],
  tables: {},
  routes: registerOrganizationSettingRoutes,
});
