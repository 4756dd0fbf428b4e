import { formatDateTimeJa, lines, oneLine } from "./format";

export interface SafetyAutoStaffParams {
  /** SENT: members were sent a safety confirmation; AFTERSHOCK: staff only; CANCELED: a 取消 stopped it. */
  action: "SENT" | "AFTERSHOCK" | "CANCELED";
  /** JMA's title of the report (震度速報, 津波警報・注意報・予報a). */
  title: string;
  headline: string;
  /** 「震度５弱」 or 「大津波警報」. */
  strengthLabel: string | null;
  areaNames: string[];
  reportedAt: Date;
  reason: string;
}

const SUBJECTS: Record<SafetyAutoStaffParams["action"], string> = {
  SENT: "【安否確認】地震・津波情報により自動配信しました",
  AFTERSHOCK: "【安否確認】余震の情報を受信しました（職員のみへの通知）",
  CANCELED: "【安否確認】気象庁の取消報により自動配信を中止しました",
};

/** Staff named on 自動配信設定 hear of every automatic send and of every send a 取消 stopped. */
export const safetyAutoStaff = {
  subject: (p: SafetyAutoStaffParams) => SUBJECTS[p.action],
  text: (p: SafetyAutoStaffParams) =>
    lines(
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
