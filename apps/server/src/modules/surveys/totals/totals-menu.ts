import type { SURVEY_GROUP_MENU, SURVEY_RESULT_MENU } from "../surveys.menu";

/** The totals are read under アンケート結果 or under アンケート集計 (opened from アンケートグループ). */
export type TotalsMenu = typeof SURVEY_RESULT_MENU | typeof SURVEY_GROUP_MENU;
