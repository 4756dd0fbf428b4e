// Screens of the form frontend (spec §2.2), relative to the router's basename /app/form-frontend.

export const NOT_FOUND_PATH = "/not-found";
export const FORM_LIST_PATH = "/formlist";
export const PROFILE_PATH = "/profile";
export const PASSWORD_RESET_PATH = "/password-reset";
export const OC_ATTENDANCE_QR_CODE_PATH = "/oc-attendance-qr-code";

export const formPaths = {
  answer: (formId: number) => `/${formId}/answer`,
  answerConfirm: (formId: number) => `/${formId}/answer-confirm`,
  blankPage: (formId: number) => `/${formId}/blank-page`,
  answerComplete: (formId: number) => `/${formId}/answer-complete`,
  answered: (formId: number) => `/${formId}/answered`,
};

/** /mypage/{accessKey} while a link is known (spec §2.1: the target after logout), else /mypage. */
export function mypagePath(accessKey: string | null | undefined): string {
  return accessKey ? `/mypage/${encodeURIComponent(accessKey)}` : "/mypage";
}

/** The {formId} segment of a route as a number, or null when it is not a positive integer. */
export function parseFormId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}
