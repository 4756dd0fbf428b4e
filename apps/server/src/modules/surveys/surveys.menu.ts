import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 「アンケート作成」 (survey category 25): build, send, list the sent surveys, remind. */
export const SURVEY_MENU = "survey" satisfies MenuCode;
/** 「アンケート結果」: each survey's answer rate and its answers. */
export const SURVEY_RESULT_MENU = "survey-result" satisfies MenuCode;
/**
 * 「アンケートグループ」 (news category 90): named sets of surveys; its entry also opens アンケート集計
 * (totalling-survey, spec §2.1), whose routes are read under this menu's permission.
 */
export const SURVEY_GROUP_MENU = "survey-group" satisfies MenuCode;
