import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 「体調報告一覧」: the dashboard (school and class), trends, the list of observations, staff entry. */
export const HEALTH_CHECK_MENU = "health-check" satisfies MenuCode;
/** 「ヘルスケア設定」: the symptom list, the fever and spread thresholds, the web link. */
export const HEALTH_CHECK_SETTING_MENU = "health-check-setting" satisfies MenuCode;
/**
 * 「健康記録」: checkup results, allergies and notes per member. Its own menu so that its authority can be
 * narrower than the daily observations' (the default permission sets give it to administrators only).
 */
export const HEALTH_RECORD_MENU = "health-record" satisfies MenuCode;

/** Every screen of the module may read the symptom list (to show names and checkboxes). */
export const HEALTH_MENUS = [HEALTH_CHECK_MENU, HEALTH_CHECK_SETTING_MENU, HEALTH_RECORD_MENU] as const;
