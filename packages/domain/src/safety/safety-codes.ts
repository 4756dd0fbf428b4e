import { defineCodes } from "../codes/define-codes";
import { SafetyState } from "../codes/notification";
import { SAFETY_QUESTION_CHOICES } from "./safety-labels";

export {
  DRILL_TITLE_PREFIX,
  SAFETY_CLOSED_MESSAGE,
  SAFETY_QUESTION_CHOICES,
  SAFETY_QUESTION_LABELS,
  SAFETY_STATE_LABELS,
  safetyDisplayTitle,
} from "./safety-labels";

// 安否確認 (menu category 30): the codes of a safety send beside the spec's SafetyState (0 未連絡,
// 1 無事, 2 軽傷, 3 重傷) and AnswerMethod. Labels chosen where the spec names none.

/** The optional questions asked after the fixed safety state, in the order a send lists them. */
export const SafetyQuestion = defineCodes({
  COME_TO_SCHOOL: { code: "COME_TO_SCHOOL", label: "登校・出勤できますか" },
  LOCATION: { code: "LOCATION", label: "現在地" },
  FAMILY: { code: "FAMILY", label: "家族の安否" },
  FREE_TEXT: { code: "FREE_TEXT", label: "自由記述" },
});
export type SafetyQuestionCode = (typeof SafetyQuestion.codes)[number];

/** The label of an answer to a question ("自宅"; a free text as written). */
export function safetyAnswerLabel(question: string, value: string | undefined | null): string {
  if (value === undefined || value === null) return "";
  const choices = (SAFETY_QUESTION_CHOICES as Record<string, readonly { value: string; label: string }[]>)[
    question
  ];
  if (!choices) return value;
  return choices.find((c) => c.value === value)?.label ?? "";
}

/** The states a member can answer (0 未連絡 is the absence of an answer). */
export const ANSWERABLE_SAFETY_STATES = [
  SafetyState.SAFE,
  SafetyState.MINOR_INJURY,
  SafetyState.SERIOUS_INJURY,
] as const;

/** How an answer arrived: the spec's two answer methods, plus staff registering it for the member. */
export const SafetyAnswerMethod = defineCodes({
  MOBILE_APP: { code: "MOBILE_APP", label: "モバイルアプリ" },
  MAIL_LINK: { code: "MAIL_LINK", label: "メールリンク" },
  PROXY: { code: "PROXY", label: "職員が代理登録" },
});

/** Who started a send. */
export const SafetyOrigin = defineCodes({
  MANUAL: { code: "MANUAL", label: "手動" },
  AUTOMATIC: { code: "AUTOMATIC", label: "自動（気象庁）" },
});

/** The report kinds an automatic send answers; a template marked with one is that kind's default. */
export const SafetyAutoTrigger = defineCodes({
  EARTHQUAKE: { code: "EARTHQUAKE", label: "地震（自動配信）" },
  TSUNAMI: { code: "TSUNAMI", label: "津波（自動配信）" },
});
