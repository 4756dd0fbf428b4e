import { defineModule } from "../../platform/module-kit/module-definition";
import { GRADE_MASTER_MENU, HIERARCHY_MENU } from "./hierarchy.menu";
import { registerHierarchyRoutes } from "./hierarchy.routes";

/** 組織階層 and 学年マスタ: editing the five-level tree and grades (tables are the platform's hierarchy). */
export const hierarchyModule = defineModule({
  name: "hierarchy",
  menus: [HIERARCHY_MENU, GRADE_MASTER_MENU],
  tables: {},
  routes: registerHierarchyRoutes,
});
