import { defineModule } from "../../platform/module-kit/module-definition";
import { registerMemberInboxRoutes } from "./member-inbox.routes";

/** The member app's inbox API: messages of the delivery engine, replies, Web Push subscriptions. */
export const memberInboxModule = defineModule({
  name: "member-inbox",
  menus: [],
  tables: {},
  routes(app, deps) {
    registerMemberInboxRoutes(app, { db: deps.db, delivery: deps.delivery, jobs: deps.jobs });
  },
});
