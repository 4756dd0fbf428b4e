import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** The back office's 回答一覧 (category form 300): answers, their files, export, overview, applicants. */
export const FORM_ANSWER_MENU = "form-answer" satisfies MenuCode;
