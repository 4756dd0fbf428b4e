import { defineModule } from "../../platform/module-kit/module-definition";
import { registerMemberImportRoutes } from "./import/member-import.routes";
import { defineMemberImportJobs } from "./import/member-import.wiring";
import * as syncLogTables from "./import/member-sync-log.tables";
import { registerImportFieldRoutes } from "./import-fields.routes";
import * as attributeTables from "./member-attributes.tables";
import { deliveryMemberDirectory } from "./member-contacts";
import { registerMemberExports } from "./member-export";
import { ALUMNI_LIST_MENU, MEMBER_ATTRIBUTE_MENU, MEMBER_LIST_MENU } from "./members.menu";
import { registerMemberRoutes } from "./members.routes";
import * as memberTables from "./members.tables";
import { registerMemberPhotoRoutes } from "./photos/member-photos.routes";
import * as photoTables from "./photos/member-photos.tables";
import { registerMemberRequestRoutes } from "./requests/member-requests.routes";
import * as requestTables from "./requests/member-requests.tables";

/** メンバー: roster, alumni, attributes, import, export, face photos and member requests. */
export const membersModule = defineModule({
  name: "members",
  menus: [
    MEMBER_LIST_MENU,
    ALUMNI_LIST_MENU,
    MEMBER_ATTRIBUTE_MENU,
    "member-import",
    "concern-import",
    "member-request",
    "photo-approval",
  ],
  deliveryMembers: deliveryMemberDirectory,
  tables: { ...memberTables, ...attributeTables, ...syncLogTables, ...photoTables, ...requestTables },
  routes(app, deps) {
    registerImportFieldRoutes(app, deps);
    registerMemberImportRoutes(app, deps);
    registerMemberRoutes(app, deps);
    registerMemberPhotoRoutes(app, deps);
    registerMemberRequestRoutes(app, deps);
  },
  jobs(services) {
    defineMemberImportJobs(services);
    registerMemberExports(services.exports);
  },
});
