import type { NewsType } from "@gakumu/domain";
import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 「お知らせ」 (news category 90): write, submit for approval, approve, read receipts. */
export const ANNOUNCEMENT_MENU = "announcement" satisfies MenuCode;
/** 「FAQ」 (news category 90): the same for the organisation's questions and answers. */
export const FAQ_MENU = "faq" satisfies MenuCode;

export const menuOf = (type: NewsType): MenuCode => (type === "FAQ" ? FAQ_MENU : ANNOUNCEMENT_MENU);
