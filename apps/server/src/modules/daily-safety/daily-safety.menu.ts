import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 「定時安否確認」 (category 30 安否確認): the schedule, the school's calendar, each day's answers and trends. */
export const DAILY_SAFETY_MENU = "daily-safety" satisfies MenuCode;
