import { defineModule } from "../../platform/module-kit/module-definition";
import { applicantResolver } from "./form-user-context";
import { registerFormUserRoutes } from "./form-users.routes";
import * as tables from "./form-users.tables";

/** Applicants' accounts on the form frontend: registration, sign-in (ID/password, LINE), profile. */
export const formUsersModule = defineModule({
  name: "form-users",
  menus: [],
  tables,
  routes: registerFormUserRoutes,
  accessResolvers: ({ db }) => ({ applicant: applicantResolver(db) }),
});
