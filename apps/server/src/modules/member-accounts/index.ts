import { registerAccessKeyPurge } from "../../platform/access-keys/access-key-retention";
import { defineModule } from "../../platform/module-kit/module-definition";
import { memberResolver } from "./member-access";
import { registerMemberAccountAdminRoutes } from "./member-account-admin.routes";
import { registerMemberAccountPurges } from "./member-account-retention";
import { MEMBER_ACCOUNT_MENU } from "./member-accounts.menu";
import * as tables from "./member-accounts.tables";
import { registerMemberAuthRoutes } from "./member-auth.routes";

/**
 * Members' logins to the member app (passwords, sessions, login QR, self-registration, reminders) and
 * アプリ利用者管理, where staff see who uses the app and print login QRs.
 */
export const memberAccountsModule = defineModule({
  name: "member-accounts",
  menus: [MEMBER_ACCOUNT_MENU],
  tables,
  routes(app, deps) {
    registerMemberAuthRoutes(app, deps);
    registerMemberAccountAdminRoutes(app, deps);
  },
  accessResolvers: ({ db }) => ({ member: memberResolver(db) }),
  jobs(services) {
    registerMemberAccountPurges(services.retention);
    // The platform's access keys (login QR, reminders, answer links) are first used by this module.
    registerAccessKeyPurge(services.retention);
  },
});
