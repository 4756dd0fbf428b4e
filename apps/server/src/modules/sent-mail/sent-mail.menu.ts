import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/**
 * 送信メール (master category 800): every mail of the tenant with its delivery result. With no SMTP
 * server (the embedded default) it is where a system administrator reads kept mail, a verification
 * code among them.
 */
export const SENT_MAIL_MENU = "sent-mail" satisfies MenuCode;
