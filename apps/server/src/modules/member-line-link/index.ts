import { defineModule } from "../../platform/module-kit/module-definition";
import { registerMemberLineLinkRoutes } from "./member-line-link.routes";
import * as tables from "./member-line-link.tables";

/** The member app's LINE link: a member's LINE account, for deliveries over the official account. */
export const memberLineLinkModule = defineModule({
  name: "member-line-link",
  menus: [],
  tables,
  routes(app, deps) {
    registerMemberLineLinkRoutes(app, {
      db: deps.db,
      secretBox: deps.secretBox,
      delivery: deps.delivery,
      publicUrl: deps.publicUrl,
    });
  },
});
