import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 「手帳管理」 (notebook category 40): notebooks, their pages, editions and who read them. */
export const NOTEBOOK_MENU = "notebook" satisfies MenuCode;
/** 「手帳カテゴリ」: the categories the notebook list is grouped by. */
export const NOTEBOOK_CATEGORY_MENU = "notebook-category" satisfies MenuCode;
