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
