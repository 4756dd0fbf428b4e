import { defineModule } from "../../platform/module-kit/module-definition";
import { SENT_MAIL_MENU } from "./sent-mail.menu";
import { registerSentMailRoutes } from "./sent-mail.routes";

/** 送信メール: the tenant's mails and their delivery results (the table belongs to the platform's mail). */
export const sentMailModule = defineModule({
  name: "sent-mail",
  menus: [SENT_MAIL_MENU],
  tables: {},
  routes: registerSentMailRoutes,
});
