import { formatDate } from "@gakumu/domain";
import { formatDateTimeJa, lines, oneLine } from "./format";

export interface SafetyAutoStaffParams {
  /**
   * SENT: members were sent a safety confirmation; AFTERSHOCK: staff only; CANCELED: a 取消 stopped it;
   * WITHDRAWN: a 取消 came after the send went out (`sentAt`, `staffOnly` say which send).
   */
  action: "SENT" | "AFTERSHOCK" | "CANCELED" | "WITHDRAWN";
  /** JMA's title of the report (震度速報, 津波警報・注意報・予報a). */
  title: string;
  headline: string;
  /** 「震度５弱」 or 「大津波警報」. */
  strengthLabel: string | null;
  areaNames: string[];
  reportedAt: Date;
  reason: string;
  /** WITHDRAWN: when the send went out, and whether it went to staff only (an aftershock). */
  sentAt?: Date | null;
  staffOnly?: boolean;
}

const SUBJECTS: Record<SafetyAutoStaffParams["action"], string> = {
  SENT: "【安否確認】地震・津波情報により自動配信しました",
  AFTERSHOCK: "【安否確認】余震の情報を受信しました（職員のみへの通知）",
  CANCELED: "【安否確認】気象庁の取消報により自動配信を中止しました",
  WITHDRAWN: "【安否確認】自動配信のもとになった情報を気象庁が取り消しました",
};

/** Spec §9's date and time, in Japan time. */
const shownAt = (at: Date) => formatDate(at, "yyyy/MM/dd HH:mm");

/**
 * The send is out and cannot be called back: staff are told which send the withdrawn report started
 * and that telling the members (a correction) is theirs to decide.
 */
function withdrawnText(p: SafetyAutoStaffParams): string {
  return lines(
    "気象庁が、安否確認を自動配信したもとの情報を取り消しました（取消報）。",
    p.staffOnly
      ? "この情報による配信は職員のみへの通知でした。"
      : "配信済みの安否確認は取り消せません。メンバーに取り消しを伝えるかどうか、判断してください。",
    "",
    `取り消された情報：${oneLine(p.title)}`,
    `発表日時：${shownAt(p.reportedAt)}`,
    ...(p.strengthLabel ? [`規模：${oneLine(p.strengthLabel)}`] : []),
    ...(p.areaNames.length > 0 ? [`対象地域：${p.areaNames.map(oneLine).join("、")}`] : []),
    ...(p.sentAt ? [`自動配信した日時：${shownAt(p.sentAt)}`] : []),
    "",
    p.headline.replace(/\r\n?/g, "\n").trim(),
    "",
    "出典：気象庁",
  );
}

/**
 * Staff named on 自動配信設定 hear of every automatic send, of every send a 取消 stopped and of every
 * send whose report a 取消 withdrew after it went out.
 */
export const safetyAutoStaff = {
  subject: (p: SafetyAutoStaffParams) => SUBJECTS[p.action],
  text: (p: SafetyAutoStaffParams) =>
    p.action === "WITHDRAWN"
      ? withdrawnText(p)
      : lines(
          "気象庁の防災情報により、安否確認の自動配信の設定が働きました。",
          "",
          `情報：${oneLine(p.title)}`,
          `発表日時：${formatDateTimeJa(p.reportedAt)}`,
          ...(p.strengthLabel ? [`規模：${oneLine(p.strengthLabel)}`] : []),
          ...(p.areaNames.length > 0 ? [`対象地域：${p.areaNames.map(oneLine).join("、")}`] : []),
          `判定：${oneLine(p.reason)}`,
          "",
          p.headline.replace(/\r\n?/g, "\n").trim(),
          "",
          "出典：気象庁",
        ),
};
