import { useLocation } from "react-router";

/** Menu codes (server: platform/permissions/menu-catalogue.ts; the last two are always allowed). */
export const FORM_ANSWER_MENU = "form-answer";
export const FORM_DASHBOARD_MENU = "form-dashboard";
export const APPLICANT_INFORMATION_MENU = "applicant-information";

/** /form-answer?formId=… — the list of one form's answers. */
export function answerListPath(formId: number | null, categoryCd?: string | null): string {
  const query = new URLSearchParams();
  if (categoryCd) query.set("categoryCd", categoryCd);
  if (formId) query.set("formId", String(formId));
  const text = query.toString();
  return `/${FORM_ANSWER_MENU}${text ? `?${text}` : ""}`;
}

/** /form-answer/{formId}/{answerId} — one answer. */
export function answerDetailPath(formId: number, answerId: number, categoryCd?: string | null): string {
  const suffix = categoryCd ? `?categoryCd=${encodeURIComponent(categoryCd)}` : "";
  return `/${FORM_ANSWER_MENU}/${formId}/${answerId}${suffix}`;
}

/**
 * Paths of the answer screens keeping the categoryCd of the current path, so the shell keeps the
 * same menu entry (spec §2.1) while moving between the list and a detail.
 */
export function useAnswerPaths() {
  const categoryCd = new URLSearchParams(useLocation().search).get("categoryCd");
  return {
    list: (formId: number | null) => answerListPath(formId, categoryCd),
    detail: (formId: number, answerId: number) => answerDetailPath(formId, answerId, categoryCd),
  };
}
