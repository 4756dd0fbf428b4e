import { defineModule } from "../../platform/module-kit/module-definition";
import { LOGIN_USER_MENU } from "./login-users.menu";
import { registerLoginUserRoutes } from "./login-users.routes";

/** 管理者ユーザー: back-office accounts (their table belongs to the platform's auth). */
export const loginUsersModule = defineModule({
  name: "login-users",
  menus: [LOGIN_USER_MENU],
  tables: {},
  routes: registerLoginUserRoutes,
});
