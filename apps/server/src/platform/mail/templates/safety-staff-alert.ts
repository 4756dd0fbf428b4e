import { formatDateTimeJa, lines, oneLine } from "./format";

export type SafetyStaffAlertParams =
  | {
      kind: "SERIOUS";
      /** The send's title as composed (【訓練】 is added here for a drill). */
      title: string;
      isDrill: boolean;
      /** Who answered 重傷, and where they belong (class, grade), as the result screens name them. */
      personName: string;
      placement: string;
      answeredAt: Date;
      /** The member's contact numbers, to call at once. */
      phoneNumbers: string[];
    }
  | {
      kind: "NO_CONTACT";
      title: string;
      isDrill: boolean;
      sentAt: Date;
      minutes: number;
      unanswered: number;
      recipients: number;
    };

const DRILL = "【訓練】";

const titleOf = (p: SafetyStaffAlertParams) => `${p.isDrill ? DRILL : ""}${oneLine(p.title)}`;

const subjectOf = (p: SafetyStaffAlertParams) => {
  const drill = p.isDrill ? DRILL : "";
  return p.kind === "SERIOUS"
    ? `【安否確認】${drill}重傷の回答がありました（${oneLine(p.title)}）`
    : `【安否確認】${drill}${p.minutes}分経っても未回答の方が${p.unanswered}人います（${oneLine(p.title)}）`;
};

/** The staff chosen under 職員への通知 hear of every 重傷 answer and of sends still unanswered after N minutes. */
export const safetyStaffAlert = {
  subject: subjectOf,
  text: (p: SafetyStaffAlertParams) =>
    lines(
      ...(p.isDrill ? ["これは訓練の安否確認についての通知です。", ""] : []),
      ...(p.kind === "SERIOUS"
        ? [
            "安否確認に「重傷」の回答がありました。至急、状況を確認してください。",
            "",
            `安否確認：${titleOf(p)}`,
            `氏名：${oneLine(p.personName)}`,
            ...(p.placement ? [`所属：${oneLine(p.placement)}`] : []),
            `回答日時：${formatDateTimeJa(p.answeredAt)}`,
            ...(p.phoneNumbers.length > 0 ? [`連絡先：${p.phoneNumbers.map(oneLine).join("、")}`] : []),
          ]
        : [
            `安否確認の送信から${p.minutes}分が経ちましたが、まだ連絡の取れていない方がいます。`,
            "",
            `安否確認：${titleOf(p)}`,
            `送信日時：${formatDateTimeJa(p.sentAt)}`,
            `未回答：${p.unanswered}人（対象 ${p.recipients}人）`,
          ]),
      "",
      "詳しくは管理画面の「安否確認結果」をご覧ください。",
    ),
};
