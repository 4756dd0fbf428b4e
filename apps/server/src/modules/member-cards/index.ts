import { defineModule } from "../../platform/module-kit/module-definition";
import { CARD_PRINT_MENU } from "./member-cards.menu";
import { registerMemberCardRoutes } from "./member-cards.routes";
import * as tables from "./member-cards.tables";

/** 会員証印刷 (mobile manage 910): printable member ID cards with photo and barcode, and their settings. */
export const memberCardsModule = defineModule({
  name: "member-cards",
  menus: [CARD_PRINT_MENU],
  tables,
  routes: registerMemberCardRoutes,
});
