// The safety answer screens' words without zod (the member app keeps the domain's schemas out of its
// bundle): the choices, the drill prefix and the closed message. safety-codes.ts builds on them.

/** The fixed question's answers (SafetyState 1–3; 0 未連絡 is no answer). */
export const SAFETY_STATE_LABELS: Readonly<Record<number, string>> = {
  0: "未連絡",
  1: "無事",
  2: "軽傷",
  3: "重傷",
};

/** The optional questions' labels by code. */
export const SAFETY_QUESTION_LABELS: Readonly<Record<string, string>> = {
  COME_TO_SCHOOL: "登校・出勤できますか",
  LOCATION: "現在地",
  FAMILY: "家族の安否",
  FREE_TEXT: "自由記述",
};

/** The choices of each choice question (FREE_TEXT takes text). */
export const SAFETY_QUESTION_CHOICES = {
  COME_TO_SCHOOL: [
    { value: "YES", label: "できる" },
    { value: "NO", label: "できない" },
    { value: "UNKNOWN", label: "わからない" },
  ],
  LOCATION: [
    { value: "HOME", label: "自宅" },
    { value: "SCHOOL", label: "学校" },
    { value: "SHELTER", label: "避難所" },
    { value: "OTHER", label: "その他" },
  ],
  FAMILY: [
    { value: "ALL_SAFE", label: "全員無事" },
    { value: "INJURED", label: "けが人あり" },
    { value: "UNKNOWN", label: "確認中" },
  ],
} as const satisfies Record<string, readonly { value: string; label: string }[]>;

/** Shown before a drill's title wherever it appears: lists, the member app, the mail subject. */
export const DRILL_TITLE_PREFIX = "【訓練】";

export const safetyDisplayTitle = (title: string, isDrill: boolean) =>
  isDrill ? `${DRILL_TITLE_PREFIX}${title}` : title;

/** The closed message answer screens show (and the API's refusal). */
export const SAFETY_CLOSED_MESSAGE =
  "この安否確認の回答受付は終了しました。回答の変更が必要な場合は学校へ直接ご連絡ください。";
