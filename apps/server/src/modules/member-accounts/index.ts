import { defineModule } from "../../platform/module-kit/module-definition";
import { memberResolver } from "./member-access";
import * as tables from "./member-accounts.tables";
import { registerMemberAuthRoutes } from "./member-auth.routes";

/** Members' logins to the member app: passwords, sessions, login QR, self-registration, reminders. */
export const memberAccountsModule = defineModule({
  name: "member-accounts",
  menus: [],
  tables,
  routes(app, deps) {
    registerMemberAuthRoutes(app, deps);
  },
  accessResolvers: ({ db }) => ({ member: memberResolver(db) }),
});
