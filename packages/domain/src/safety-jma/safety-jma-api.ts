import { z } from "zod";
import { defineContracts } from "../api/contract";
import { intField, pageSchema, versionSchema } from "../api/params";
import { PREFECTURE_CHOICES } from "../codes/prefectures";
import { PushTarget } from "../push-notifications/push-target";
import { THRESHOLD_INTENSITIES } from "./intensity";
import { isTsunamiAreaCode, TSUNAMI_LEVELS } from "./tsunami";

// 自動配信設定 (menu safety-auto, category 30 安否確認): the JMA earthquake/tsunami rules of an
// organisation and the log of what each JMA report decided. Server: modules/safety-jma. Screen:
// backoffice modules/safety-jma.

export const SAFETY_AUTO_BASE = "/app/api/v2/safety-auto";
export const GUARD_DELAY_MAX_MINUTES = 10;
export const GUARD_DELAY_DEFAULT_MINUTES = 3;
export const SAFETY_AUTO_STAFF_MAX = 50;
export const SAFETY_AUTO_LOG_PAGE_SIZE = 20;

const PREFECTURE_CODES = new Set(PREFECTURE_CHOICES.map((p) => p.value));

const unique = <T>(items: T[]) => [...new Set(items)];

/** JIS X 0401 two-digit codes, kept as text ("04" is not 4). */
const prefectureCode = z
  .string({ error: "都道府県が正しくありません" })
  .refine((v) => PREFECTURE_CODES.has(v), "都道府県が正しくありません");

const tsunamiAreaCode = z
  .string({ error: "津波予報区が正しくありません" })
  .refine((v) => isTsunamiAreaCode(v), "津波予報区が正しくありません");

export const SafetyAutoRuleBody = z
  .object({
    enabled: z.boolean({ error: "自動配信の有効・無効を指定してください" }),
    prefectureCodes: z
      .array(prefectureCode)
      .max(47, "都道府県は47件まで選べます")
      .default([])
      .transform(unique),
    thresholdIntensity: z.enum(THRESHOLD_INTENSITIES, { error: "配信する震度を選択してください" }),
    /** Null: no send on tsunami reports. */
    tsunamiLevel: z.enum(TSUNAMI_LEVELS, { error: "配信する津波の種類を選択してください" }).nullable(),
    tsunamiAreaCodes: z
      .array(tsunamiAreaCode)
      .max(66, "津波予報区は66件まで選べます")
      .default([])
      .transform(unique),
    guardDelayMinutes: intField("取消を待つ時間", { min: 0, max: GUARD_DELAY_MAX_MINUTES }),
    target: PushTarget,
    staffLoginUserIds: z
      .array(intField("通知する職員"))
      .max(SAFETY_AUTO_STAFF_MAX, `通知する職員は${SAFETY_AUTO_STAFF_MAX}人まで選べます`)
      .default([])
      .transform(unique),
    /** The version the screen read; absent when no rule had been saved. */
    version: versionSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.enabled && value.prefectureCodes.length === 0 && value.tsunamiLevel === null)
      ctx.addIssue({
        code: "custom",
        path: ["prefectureCodes"],
        message: "自動配信を有効にするときは、都道府県か津波の条件を選択してください",
      });
    if (value.tsunamiLevel !== null && value.tsunamiAreaCodes.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["tsunamiAreaCodes"],
        message: "津波予報区を選択してください",
      });
  });
export type SafetyAutoRuleBody = z.infer<typeof SafetyAutoRuleBody>;
export type SafetyAutoRuleInput = z.input<typeof SafetyAutoRuleBody>;

/** A saved target as the routes answer it (PushTarget's shape after parsing, without its transforms). */
export const SafetyAutoTarget = z.object({
  nodes: z.array(z.string()),
  grades: z.array(z.number()),
  attributes: z.array(z.object({ attributeCd: z.string(), value: z.string() })),
  groupIds: z.array(z.number()),
  memberIds: z.array(z.number()),
  sendTarget: z.enum(["ALL", "VALID"]),
});

export const SafetyAutoRule = z.object({
  enabled: z.boolean(),
  prefectureCodes: z.array(z.string()),
  thresholdIntensity: z.enum(THRESHOLD_INTENSITIES),
  tsunamiLevel: z.enum(TSUNAMI_LEVELS).nullable(),
  tsunamiAreaCodes: z.array(z.string()),
  guardDelayMinutes: z.number(),
  target: SafetyAutoTarget,
  staffLoginUserIds: z.array(z.number()),
  /** Null until the rule is first saved. */
  version: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type SafetyAutoRule = z.infer<typeof SafetyAutoRule>;

export const SafetyAutoOptions = z.object({
  nodes: z.array(z.object({ divisionCd: z.string(), name: z.string(), depth: z.number() })),
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
  staff: z.array(z.object({ id: z.number(), name: z.string(), mail: z.string().nullable() })),
});
export type SafetyAutoOptions = z.infer<typeof SafetyAutoOptions>;

/** What a JMA report decided for an organisation. */
export const SAFETY_AUTO_DECISIONS = [
  "SCHEDULED",
  "SENT",
  "AFTERSHOCK",
  "CANCELED",
  "CANCEL_REPORT",
  "IGNORED",
] as const;
export type SafetyAutoDecisionKind = (typeof SAFETY_AUTO_DECISIONS)[number];
export const SAFETY_AUTO_DECISION_LABELS: Record<SafetyAutoDecisionKind, string> = {
  SCHEDULED: "配信待ち（取消待機中）",
  SENT: "配信しました",
  AFTERSHOCK: "余震（職員にのみ通知）",
  CANCELED: "取消により中止",
  CANCEL_REPORT: "取消報",
  IGNORED: "配信なし",
};

export const SafetyAutoLogQuery = z.object({ page: pageSchema });

export const SafetyAutoLogItem = z.object({
  id: z.number(),
  decidedAt: z.string(),
  eventId: z.string(),
  kind: z.enum(["earthquake", "tsunami"]),
  /** Control/Title: 震度速報, 震源・震度に関する情報, 津波警報・注意報・予報a. */
  title: z.string(),
  infoType: z.string(),
  status: z.string(),
  headline: z.string(),
  maxIntensityLabel: z.string().nullable(),
  areaNames: z.array(z.string()),
  decision: z.enum(SAFETY_AUTO_DECISIONS),
  /** Why, in Japanese. */
  reason: z.string(),
  /** When a scheduled send goes out (guard delay). */
  sendAt: z.string().nullable(),
});
export type SafetyAutoLogItem = z.infer<typeof SafetyAutoLogItem>;

export const SafetyAutoLogPage = z.object({
  items: z.array(SafetyAutoLogItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SafetyAutoLogPage = z.infer<typeof SafetyAutoLogPage>;

/** The platform-wide JMA feed reader's last poll (the same for every school). */
export const SafetyAutoFeedStatus = z.object({
  feedUrl: z.string(),
  lastPolledAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  documentCount: z.number(),
  recentErrors: z.array(z.object({ at: z.string(), url: z.string(), message: z.string() })),
});
export type SafetyAutoFeedStatus = z.infer<typeof SafetyAutoFeedStatus>;

export const safetyJmaContracts = defineContracts({
  "GET /app/api/v2/safety-auto/rule": SafetyAutoRule,
  "PUT /app/api/v2/safety-auto/rule": SafetyAutoRule,
  "GET /app/api/v2/safety-auto/options": SafetyAutoOptions,
  "GET /app/api/v2/safety-auto/log": SafetyAutoLogPage,
  "GET /app/api/v2/safety-auto/feed-status": SafetyAutoFeedStatus,
});
