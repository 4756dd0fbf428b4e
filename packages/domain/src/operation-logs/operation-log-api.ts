import { z } from "zod";
import { defineContracts } from "../api/contract";
import { MAX_PAGE } from "../api/params";
import { DEFAULT_PAGE_DISPLAY_COUNT } from "../constants";
import { parseDate } from "../dates";
import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";

// The operation log's calls: the click log every screen sends (spec §7.3) and the 操作ログ screen's
// search (/app/api/operation-logs…). The route schemas (server: modules/operation-logs) and the types
// the back office reads them with.

export const LOG_PAGE_SIZE = DEFAULT_PAGE_DISPLAY_COUNT;

const text = (field: string, max: number, required = false) =>
  required
    ? stringField(rules.required({ field }), rules.maxLength(max))
    : stringField(rules.maxLength(max)).default("");

/**
 * Spec §3.3 / §7.3 body. Unknown keys (the admin helper adds tenantCd, userId, …) are dropped: the
 * session says who and where, never the body. screenPath is ours: the security headers send no
 * Referer, so the client names the screen itself.
 */
export const OperationLogBody = z.object({
  logType: text("ログ種別", 32, true),
  functionId: text("機能ID", 100, true),
  functionName: text("機能名", 200),
  buttonId: text("ボタンID", 100),
  buttonName: text("ボタン名", 200),
  screenPath: stringField(rules.maxLength(500)).optional(),
});
export type OperationLogInput = z.infer<typeof OperationLogBody>;

export const LOG_KINDS = ["operation", "audit"] as const;
export type LogKind = (typeof LOG_KINDS)[number];

const day = (field: string) =>
  z
    .string({ error: `${field}は日付で入力してください` })
    .refine((v) => v === "" || parseDate(v, "yyyy-MM-dd") !== null, `${field}は正しい日付を入力してください`)
    .default("");

/** Search conditions of the log screen; dates are calendar days in Japan, both ends included. */
const filterShape = {
  kind: z
    .enum(LOG_KINDS, { error: "ログの種類は「操作ログ」か「監査ログ」を選択してください" })
    .default("operation"),
  from: day("期間（開始）"),
  to: day("期間（終了）"),
  /** Fragment of the login user's display id. */
  user: text("ユーザー", 64),
  /** Fragment of the function id or name (operation log), or of the action or summary (audit). */
  function: text("機能", 100),
};

// yyyy-MM-dd compares as text, so no date arithmetic is needed to check the order.
const periodInOrder = <S extends z.ZodType<{ from: string; to: string }>>(schema: S): S =>
  schema.refine((f) => f.from === "" || f.to === "" || f.from <= f.to, {
    message: "期間（終了）は期間（開始）以降の日付を入力してください",
    path: ["to"],
  });

export const LogFilter = periodInOrder(z.object(filterShape));
export type LogFilter = z.infer<typeof LogFilter>;

export const LogSearchBody = periodInOrder(
  z.object({
    ...filterShape,
    page: z.coerce
      .number({ error: "ページ番号は数値で指定してください" })
      .int("ページ番号は整数で指定してください")
      .min(1, "ページ番号は1以上で指定してください")
      .max(MAX_PAGE, "ページ番号が大きすぎます")
      .default(1),
  }),
);
export type LogSearch = z.infer<typeof LogSearchBody>;

export const LogExportBody = periodInOrder(
  z.object({
    ...filterShape,
    format: z.enum(["Excel", "Csv"], { error: "ファイル形式は Excel か Csv を選択してください" }),
    /** CSV only: Shift_JIS (default, for Excel) or UTF-8 with a BOM. */
    csvEncoding: z
      .enum(["shift_jis", "utf8-bom"], { error: "文字コードは shift_jis か utf8-bom を選択してください" })
      .default("shift_jis"),
  }),
);

export const OperationLogItem = z.object({
  id: z.number(),
  occurredAt: z.string(),
  displayUserId: z.string(),
  logType: z.string(),
  functionId: z.string(),
  functionName: z.string(),
  buttonId: z.string(),
  buttonName: z.string(),
  screenPath: z.string().nullable(),
  ip: z.string().nullable(),
});
export type OperationLogItem = z.infer<typeof OperationLogItem>;

export const AuditLogItem = z.object({
  id: z.number(),
  occurredAt: z.string(),
  displayUserId: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  summary: z.string(),
  statusCode: z.number().nullable(),
  ip: z.string().nullable(),
});
export type AuditLogItem = z.infer<typeof AuditLogItem>;

const page = { total: z.number(), page: z.number(), pageSize: z.number() };
export const LogSearchResult = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("operation"), ...page, items: z.array(OperationLogItem) }),
  z.object({ kind: z.literal("audit"), ...page, items: z.array(AuditLogItem) }),
]);
export type LogSearchResult = z.infer<typeof LogSearchResult>;

/**
 * The export (POST /app/api/operation-logs/export) answers a file or, when large, a job: it is
 * followed by the shared export hook and is not in this table.
 */
export const operationLogContracts = defineContracts({
  "POST /app/api/com/output/operationLog": null,
  "POST /app/api/operation-logs/search": LogSearchResult,
} as const);
