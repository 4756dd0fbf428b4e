import { z } from "zod";
import { defineCodes } from "../codes/define-codes";

// 日報 (menu daily-report, category 50 連絡): the items of a report the organisation defines, and the
// check of a member's answers against them. Five kinds only, each with one plain JSON value, so a
// report stays a small row that the staff list, the member app and the export all read the same way.

export const ReportItemKind = defineCodes({
  SHORT_TEXT: { code: "SHORT_TEXT", label: "短い文章（1行）" },
  LONG_TEXT: { code: "LONG_TEXT", label: "長い文章（複数行）" },
  NUMBER: { code: "NUMBER", label: "数値（単位つき）" },
  CHOICE: { code: "CHOICE", label: "選択肢から1つ" },
  TIME: { code: "TIME", label: "時刻（HH:mm）" },
});
export type ReportItemKindCode = (typeof ReportItemKind.codes)[number];

export const REPORT_ITEMS_MAX = 20;
export const REPORT_ITEM_LABEL_MAX = 40;
export const REPORT_UNIT_MAX = 10;
export const REPORT_CHOICES_MAX = 20;
export const REPORT_CHOICE_MAX = 40;
export const SHORT_TEXT_MAX = 100;
export const LONG_TEXT_MAX = 2000;
/** A number answer stays within ±this (hours, pages, kilometres: nothing real comes near it). */
export const REPORT_NUMBER_LIMIT = 1_000_000;

const trimmedText = (field: string, max: number) =>
  z
    .string({ error: `${field}を入力してください` })
    .transform((v) => v.trim())
    .pipe(
      z.string().min(1, `${field}を入力してください`).max(max, `${field}は${max}文字以内で入力してください`),
    );

export const ReportItem = z
  .object({
    /** Stable within the template: answers are keyed by it, so a renamed item keeps its answers. */
    key: z
      .string({ error: "項目のキーが正しくありません" })
      .regex(/^[a-z0-9]{1,16}$/, "項目のキーが正しくありません"),
    label: trimmedText("項目名", REPORT_ITEM_LABEL_MAX),
    kind: ReportItemKind.schema,
    required: z.boolean({ error: "必須かどうかを指定してください" }).default(false),
    /** NUMBER only: 時間, ページ, km… */
    unit: z
      .string()
      .transform((v) => v.trim())
      .pipe(z.string().max(REPORT_UNIT_MAX, `単位は${REPORT_UNIT_MAX}文字以内で入力してください`))
      .default(""),
    /** CHOICE only. */
    choices: z
      .array(trimmedText("選択肢", REPORT_CHOICE_MAX))
      .max(REPORT_CHOICES_MAX, `選択肢は${REPORT_CHOICES_MAX}個までです`)
      .default([]),
  })
  .superRefine((item, ctx) => {
    if (item.kind === "CHOICE" && item.choices.length < 2)
      ctx.addIssue({ code: "custom", path: ["choices"], message: "選択肢を2つ以上入力してください" });
    if (new Set(item.choices).size !== item.choices.length)
      ctx.addIssue({ code: "custom", path: ["choices"], message: "同じ選択肢が重複しています" });
  });
export type ReportItem = z.infer<typeof ReportItem>;
export type ReportItemInput = z.input<typeof ReportItem>;

/** An item as the routes answer it (ReportItem's shape after parsing, without its transforms). */
export const SavedReportItem = z.object({
  key: z.string(),
  label: z.string(),
  kind: ReportItemKind.schema,
  required: z.boolean(),
  unit: z.string(),
  choices: z.array(z.string()),
});

export const ReportItems = z
  .array(ReportItem)
  .min(1, "項目を1つ以上追加してください")
  .max(REPORT_ITEMS_MAX, `項目は${REPORT_ITEMS_MAX}個までです`)
  .superRefine((items, ctx) => {
    const keys = items.map((i) => i.key);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: "custom", message: "項目のキーが重複しています" });
  });

/** One answer: text (SHORT_TEXT, LONG_TEXT, CHOICE, TIME) or a number (NUMBER); null when left empty. */
export const ReportAnswerValue = z.union([z.string().max(LONG_TEXT_MAX * 2), z.number(), z.null()]);
export type ReportAnswerValue = z.infer<typeof ReportAnswerValue>;
export const ReportAnswers = z.record(z.string().max(16), ReportAnswerValue);
export type ReportAnswers = z.infer<typeof ReportAnswers>;

export interface ReportAnswerIssue {
  /** The item's key. */
  key: string;
  message: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The message for one item's answer, or null when it is fine; the value as it will be stored. */
function checkOne(
  item: ReportItem,
  raw: ReportAnswerValue | undefined,
): { value: ReportAnswerValue; message: string | null } {
  const empty = raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
  if (empty) return { value: null, message: item.required ? `「${item.label}」を入力してください` : null };
  if (item.kind === "NUMBER") {
    const n = typeof raw === "number" ? raw : Number(String(raw).normalize("NFKC").trim());
    if (!Number.isFinite(n)) return { value: null, message: `「${item.label}」は数値で入力してください` };
    if (Math.abs(n) >= REPORT_NUMBER_LIMIT)
      return {
        value: null,
        message: `「${item.label}」は${REPORT_NUMBER_LIMIT.toLocaleString("ja-JP")}未満の数値で入力してください`,
      };
    if (Math.round(n * 100) !== n * 100)
      return { value: null, message: `「${item.label}」は小数第2位までで入力してください` };
    return { value: n, message: null };
  }
  if (typeof raw !== "string") return { value: null, message: `「${item.label}」は文字で入力してください` };
  const text = item.kind === "LONG_TEXT" ? raw.replace(/\r\n?/g, "\n").trimEnd() : raw.trim();
  switch (item.kind) {
    case "SHORT_TEXT":
      if (/[\r\n]/.test(text)) return { value: null, message: `「${item.label}」は1行で入力してください` };
      return text.length > SHORT_TEXT_MAX
        ? { value: null, message: `「${item.label}」は${SHORT_TEXT_MAX}文字以内で入力してください` }
        : { value: text, message: null };
    case "LONG_TEXT":
      return text.length > LONG_TEXT_MAX
        ? { value: null, message: `「${item.label}」は${LONG_TEXT_MAX}文字以内で入力してください` }
        : { value: text, message: null };
    case "CHOICE":
      return item.choices.includes(text)
        ? { value: text, message: null }
        : { value: null, message: `「${item.label}」は選択肢から選んでください` };
    case "TIME":
      return TIME.test(text)
        ? { value: text, message: null }
        : { value: null, message: `「${item.label}」は00:00〜23:59の時刻（例 18:30）で入力してください` };
    default:
      return { value: null, message: `「${item.label}」の種類が正しくありません` };
  }
}

/**
 * Checks a member's answers against the template's items: every required item filled, each value of
 * its kind and size, no key the template does not have. Gives the answers as stored (trimmed text,
 * numbers as numbers, empty as null, every item present) or the issues, item by item.
 */
export function checkReportAnswers(
  items: readonly ReportItem[],
  answers: ReportAnswers,
): { ok: true; answers: Record<string, ReportAnswerValue> } | { ok: false; issues: ReportAnswerIssue[] } {
  const issues: ReportAnswerIssue[] = [];
  const known = new Set(items.map((i) => i.key));
  for (const key of Object.keys(answers))
    if (!known.has(key)) issues.push({ key, message: "この日報にない項目が含まれています" });
  const stored: Record<string, ReportAnswerValue> = {};
  for (const item of items) {
    const { value, message } = checkOne(item, answers[item.key]);
    if (message) issues.push({ key: item.key, message });
    stored[item.key] = value;
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, answers: stored };
}

/** An answer as staff and members read it: 「2.5 時間」, text as is, 「（未入力）」 for none. */
export function formatReportAnswer(item: ReportItem, value: ReportAnswerValue | undefined): string {
  if (value === null || value === undefined || value === "") return "（未入力）";
  if (item.kind === "NUMBER") return item.unit ? `${value} ${item.unit}` : String(value);
  return String(value);
}
