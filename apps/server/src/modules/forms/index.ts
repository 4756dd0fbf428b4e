import { defineModule } from "../../platform/module-kit/module-definition";
import { FORM_MENU } from "./forms.menu";
import { registerFormRoutes } from "./forms.routes";
import * as tables from "./forms.tables";

/** フォーム一覧: the builder, publishing, access keys and the public form definition. */
export const formsModule = defineModule({
  name: "forms",
  menus: [FORM_MENU],
  tables,
  routes: registerFormRoutes,
});
