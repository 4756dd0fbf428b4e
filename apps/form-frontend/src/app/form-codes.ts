// The codes of spec §3.4 the form frontend shows and routes by. The domain's code lists
// (FormAnswerStatus, FormReception) build Zod schemas on import, which the first load of the answer
// screen cannot carry within issue 5's 200 kB budget; form-codes.test.ts checks that these values
// and the Japanese labels of the catalogue match the domain's.

/** The `t` of useTranslation("form"). */
type Translate = (key: string) => string;

export const ANSWER_STATUS = {
  UNANSWERED: 0,
  ANSWERED: 1,
  DRAFT: 2,
  FIXED: 3,
  REMAND: 4,
  CANCEL: 5,
} as const;

export const RECEPTIONS = ["OPEN", "BEFORE_PERIOD", "CLOSED"] as const;

/** FormType codes, in the domain's order. */
export const FORM_TYPES = ["APPLICATION", "AO", "REQUEST", "OC"] as const;

/** 出願, AO入試, 資料請求, オープンキャンパス. */
/** Whether a stored value (the saved search condition) is a form type the server knows. */
export function isFormType(value: string): value is (typeof FORM_TYPES)[number] {
  return (FORM_TYPES as readonly string[]).includes(value);
}

export function formTypeLabel(t: Translate, formType: string): string {
  return (FORM_TYPES as readonly string[]).includes(formType) ? t(`codes.formType${formType}`) : formType;
}

/** Spec §4: ANSWERED or FIXED opens the answered form (the domain's isFormAnswerClosed). */
export function isAnswerClosed(status: number | null | undefined): boolean {
  return status === ANSWER_STATUS.ANSWERED || status === ANSWER_STATUS.FIXED;
}

/** 未回答, 回答済み, … ("" for an unknown status, so a new server code never breaks a screen). */
export function answerStatusLabel(t: Translate, status: number): string {
  return Object.values(ANSWER_STATUS).includes(status as 0) ? t(`codes.answerStatus${status}`) : "";
}

/** 受付中, 受付開始前, 受付終了. */
export function receptionLabel(t: Translate, reception: string): string {
  return (RECEPTIONS as readonly string[]).includes(reception) ? t(`codes.reception${reception}`) : reception;
}

// Badge colours with at least 4.5:1 on white (WCAG AA, axe color-contrast): Mantine's default shade
// (7) of green, blue and red does not reach it, so the darker shades are named here once.

/** Reception as an outline badge: teal 9 (5.0:1) while open, gray 7 (8.2:1) otherwise. */
export function receptionBadgeColor(reception: string): string {
  return reception === "OPEN" ? "teal.9" : "gray.7";
}

/** Answer status as an outline badge (blue 9, 6.1:1). */
export const ANSWER_STATUS_OUTLINE_COLOR = "blue.9";

/** Answer status as a filled badge with autoContrast (yellow gets dark text, the rest white). */
export const ANSWER_STATUS_FILLED_COLOR: Record<number, string> = {
  [ANSWER_STATUS.ANSWERED]: "blue.9",
  [ANSWER_STATUS.DRAFT]: "yellow.5",
  [ANSWER_STATUS.FIXED]: "teal.9",
  [ANSWER_STATUS.REMAND]: "red.9",
  [ANSWER_STATUS.CANCEL]: "gray.7",
};
