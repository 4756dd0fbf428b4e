import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 会員証印刷 (mobile manage 910): member ID cards to print, and their settings. */
export const CARD_PRINT_MENU = "card-print" satisfies MenuCode;
