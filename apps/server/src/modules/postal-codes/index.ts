import { defineModule } from "../../platform/module-kit/module-definition";
import { registerPostalCodeRoutes } from "./postal-codes.routes";

/** 住所検索: Japan Post's postal codes, shipped in a package, for every address input. */
export const postalCodesModule = defineModule({
  name: "postal-codes",
  menus: [],
  tables: {},
  routes: registerPostalCodeRoutes,
});
