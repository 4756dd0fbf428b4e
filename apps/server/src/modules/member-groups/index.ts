import { defineModule } from "../../platform/module-kit/module-definition";
import { defineGroupBuildJob } from "./group-build";
import { PUSH_GROUP_MENU } from "./member-groups.menu";
import { registerMemberGroupRoutes } from "./member-groups.routes";
import * as groupTables from "./member-groups.tables";

/** 配信グループ管理: delivery groups (static lists and rule groups built by a job). */
export const memberGroupsModule = defineModule({
  name: "member-groups",
  menus: [PUSH_GROUP_MENU],
  tables: { ...groupTables },
  routes(app, deps) {
    registerMemberGroupRoutes(app, deps);
  },
  jobs(services) {
    defineGroupBuildJob(services);
  },
});
