import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 「自動配信設定」 (category 30 安否確認): the JMA earthquake/tsunami rules and their event log. */
export const SAFETY_AUTO_MENU = "safety-auto" satisfies MenuCode;
