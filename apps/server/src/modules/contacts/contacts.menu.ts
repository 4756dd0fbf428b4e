import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 「連絡一覧」 (category 50 連絡): the class board of a day, 確認済 and replies, history and export. */
export const CONTACT_MENU = "contact" satisfies MenuCode;
/** 「Web連絡設定」: contact types, the cut-off, the reminder and the class links of the web form. */
export const CONTACT_WEB_MENU = "contact-web" satisfies MenuCode;
