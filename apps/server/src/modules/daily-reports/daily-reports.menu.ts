import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 「日報」 (category 50 連絡): report templates, who submitted each day, comments, history, export. */
export const DAILY_REPORT_MENU = "daily-report" satisfies MenuCode;
