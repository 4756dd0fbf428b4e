import { defineModule } from "../../platform/module-kit/module-definition";
import { APP_MENU_MENU, APP_SETTING_MENU } from "./mobile-app.menu";
import { registerMobileAppRoutes } from "./mobile-app.routes";
import * as tables from "./mobile-app.tables";

/**
 * アプリ設定 and アプリメニュー設定 (mobile manage 910): how the member app presents each organisation
 * (name, colour, welcome text, contact, features, menu and links), and the member app's calls that
 * read them (its profile after login, the organisation's manifest).
 */
export const mobileAppModule = defineModule({
  name: "mobile-app",
  menus: [APP_SETTING_MENU, APP_MENU_MENU],
  tables,
  routes: registerMobileAppRoutes,
});
