import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 「安否確認配信」 (safety category 30): compose, templates, send, close and reopen answering, resend. */
export const SAFETY_SEND_MENU = "safety-confirmation" satisfies MenuCode;
/** 「安否確認結果」: the sends with their answer rate, counts per state and recipients; proxy answers. */
export const SAFETY_RESULT_MENU = "safety-result" satisfies MenuCode;

/** Reading a send's results is open to both screens' users. */
export const SAFETY_READ_MENUS = [SAFETY_SEND_MENU, SAFETY_RESULT_MENU] as const;
