import { z } from "zod";
import { calendarDateSchema } from "../api/params";

// 体調報告一覧's export (server: modules/health-care/health-export.ts): the observations of a period,
// optionally of one class, as an Excel or CSV file, one row per member and day.

/**
 * The longest period of one export, both ends counted. A month of a large school is already tens of
 * thousands of rows; longer periods belong to several files.
 */
export const HEALTH_EXPORT_MAX_DAYS = 31;

export const healthExportMessages = {
  range: "終了日は開始日以降の日付にしてください。",
  tooLong: `期間は${HEALTH_EXPORT_MAX_DAYS}日以内で指定してください。`,
  classNotFound: "指定したクラスが見つかりません。",
} as const;

const DAY_MS = 86_400_000;

/** Why a period cannot be exported (Japanese), or null when it can; both days are valid yyyy-MM-dd. */
export function healthExportRangeError(from: string, to: string): string | null {
  if (to < from) return healthExportMessages.range;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return days > HEALTH_EXPORT_MAX_DAYS ? healthExportMessages.tooLong : null;
}

export const HealthObservationExportBody = z
  .object({
    from: calendarDateSchema("開始日"),
    to: calendarDateSchema("終了日"),
    /** A class's code as the dashboard lists it; "" for every class. */
    classCd: z
      .string({ error: "クラスの指定が正しくありません" })
      .max(32, "クラスの指定が正しくありません")
      .default(""),
    format: z.enum(["Excel", "Csv"], { error: "ファイル形式は Excel か Csv を選択してください" }),
    csvEncoding: z
      .enum(["shift_jis", "utf8-bom"], { error: "文字コードは shift_jis か utf8-bom を選択してください" })
      .default("shift_jis"),
  })
  .superRefine((body, ctx) => {
    const message = healthExportRangeError(body.from, body.to);
    if (message) ctx.addIssue({ code: "custom", path: ["to"], message });
  });
export type HealthObservationExportBody = z.infer<typeof HealthObservationExportBody>;
export type HealthObservationExportInput = z.input<typeof HealthObservationExportBody>;
