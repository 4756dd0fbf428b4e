import { z } from "zod";
import { defineContracts, NoContent } from "../api/contract";
import { calendarDateSchema, idSchema, pageSchema, versionSchema } from "../api/params";
import { defineCodes } from "../codes/define-codes";
import {
  MemberCandidate,
  MemberCandidateList,
  TargetOptions,
} from "../push-notifications/push-notification-api";
import { PushTarget, TargetCount } from "../push-notifications/push-target";
import { SafetyCounts } from "../safety/safety-api";
import { SafetyQuestion } from "../safety/safety-codes";
import { richTextField } from "../validation/rich-text";

// 定時安否確認 (menu daily-safety, category 30; notification type 6): a safety question sent by itself
// on every school day at a set Japan time, a reminder to those who have not answered, a per-day
// dashboard and trends. Server: modules/daily-safety. Screen: backoffice modules/daily-safety.

export const DAILY_SAFETY_BASE = "/app/api/v2/daily-safety";
export const DAILY_SAFETY_TITLE_MAX = 80;
export const DAILY_SAFETY_BODY_MAX = 5000;
export const DAILY_SAFETY_REASON_MAX = 100;
export const DAILY_SAFETY_DAY_PAGE_SIZE = 20;
/** Trends cover this many school days up to today. */
export const DAILY_SAFETY_TREND_DAYS = 30;

/**
 * A day the school's calendar sets apart from the rule "weekdays that are not public holidays":
 * CLOSED 休校日 (創立記念日, 入試, 臨時休校…), OPEN 授業日 (a Saturday class, or classes on a public
 * holiday). Saturday classes are per date rather than a weekly switch because most schools hold them
 * on some Saturdays only (隔週, 学期に数回).
 */
export const SchoolDayKind = defineCodes({
  CLOSED: { code: "CLOSED", label: "休校日" },
  OPEN: { code: "OPEN", label: "授業日（土曜授業など）" },
});
export type SchoolDayKindCode = (typeof SchoolDayKind.codes)[number];

const timeMessage = (field: string) => `${field}は00:00〜23:59の時刻（例 08:30）で入力してください`;
/** HH:mm in Japan time, 00:00–23:59 (25:00, 8:30 and 08:60 are refused). */
const timeOfDay = (field: string) =>
  z
    .string({ error: timeMessage(field) })
    .max(5, timeMessage(field))
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage(field));

const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field}を入力してください` })
    .transform((v) => v.trim())
    .pipe(
      z.string().min(1, `${field}を入力してください`).max(max, `${field}は${max}文字以内で入力してください`),
    );

export const DailySafetySettingBody = z
  .object({
    enabled: z.boolean({ error: "定時安否確認の有効・無効を指定してください" }),
    title: trimmed("タイトル", DAILY_SAFETY_TITLE_MAX),
    bodyHtml: richTextField({ required: true, field: "本文", maxLength: DAILY_SAFETY_BODY_MAX }),
    questions: z
      .array(SafetyQuestion.schema)
      .max(SafetyQuestion.codes.length, "質問が多すぎます")
      .default([])
      .refine((q) => new Set(q).size === q.length, "同じ質問が重複しています"),
    target: PushTarget,
    sendTime: timeOfDay("送信時刻"),
    /** Null: no reminder. */
    reminderTime: timeOfDay("リマインド時刻").nullable().default(null),
    /** The version the screen read; absent when nothing had been saved. */
    version: versionSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reminderTime !== null && value.reminderTime <= value.sendTime)
      ctx.addIssue({
        code: "custom",
        path: ["reminderTime"],
        message: "リマインド時刻は送信時刻より後の時刻にしてください",
      });
  });
export type DailySafetySettingBody = z.infer<typeof DailySafetySettingBody>;
export type DailySafetySettingInput = z.input<typeof DailySafetySettingBody>;

/** A saved target as the routes answer it (PushTarget's shape after parsing). */
const SavedTarget = z.object({
  nodes: z.array(z.string()),
  grades: z.array(z.number()),
  attributes: z.array(z.object({ attributeCd: z.string(), value: z.string() })),
  groupIds: z.array(z.number()),
  memberIds: z.array(z.number()),
  sendTarget: z.enum(["ALL", "VALID"]),
});

export const DailySafetySetting = z.object({
  enabled: z.boolean(),
  title: z.string(),
  bodyHtml: z.string(),
  questions: z.array(SafetyQuestion.schema),
  target: SavedTarget,
  /** The individually picked members as the picker shows them. */
  members: z.array(MemberCandidate),
  sendTime: z.string(),
  reminderTime: z.string().nullable(),
  /** Null until first saved. */
  version: z.number().nullable(),
  updatedAt: z.string().nullable(),
  /** The next school day (yyyy-MM-dd, Japan time) from today on, within a year; null when none. */
  nextSchoolDay: z.string().nullable(),
});
export type DailySafetySetting = z.infer<typeof DailySafetySetting>;

// ---- the school's calendar ----

export const SchoolDayBody = z.object({
  date: calendarDateSchema("日付"),
  kind: SchoolDayKind.schema,
  reason: trimmed("理由", DAILY_SAFETY_REASON_MAX),
});
export type SchoolDayBody = z.infer<typeof SchoolDayBody>;
export const SchoolDayParams = z.object({ id: idSchema("休校日・授業日") });
export const SchoolDayItem = z.object({
  id: z.number(),
  date: z.string(),
  kind: SchoolDayKind.schema,
  reason: z.string(),
});
export type SchoolDayItem = z.infer<typeof SchoolDayItem>;
export const SchoolDayList = z.object({ items: z.array(SchoolDayItem) });

// ---- days (dashboard) and trends ----

/** Why a day is, or is not, a school day, in Japanese (土曜日, 祝日（文化の日）, 休校日：創立記念日…). */
export const DailySafetyDay = z.object({
  date: z.string(),
  schoolDay: z.boolean(),
  dayNote: z.string(),
  /** The safety send of the day (kind 6); null before the send time or on a day with no send. */
  safetySendId: z.number().nullable(),
  /** SENT, or NOBODY when the target reached no member that day; null when nothing ran. */
  outcome: z.enum(["SENT", "NOBODY"]).nullable(),
  sentAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  reminderCount: z.number().nullable(),
  counts: SafetyCounts.nullable(),
});
export type DailySafetyDay = z.infer<typeof DailySafetyDay>;

export const DailySafetyDayQuery = z.object({ date: calendarDateSchema("日付").optional() });
export const DailySafetyDayListQuery = z.object({ page: pageSchema });
export const DailySafetyDayPage = z.object({
  items: z.array(DailySafetyDay),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DailySafetyDayPage = z.infer<typeof DailySafetyDayPage>;

/** Trends up to this date (today in Japan when absent). */
export const DailySafetyTrendQuery = z.object({ until: calendarDateSchema("日付").optional() });

export const DailySafetyTrendPoint = z.object({
  date: z.string(),
  /** Null on a school day with no send (disabled, or nobody to ask). */
  answerRate: z.number().nullable(),
  recipients: z.number(),
  answered: z.number(),
  minorInjury: z.number(),
  seriousInjury: z.number(),
});
export type DailySafetyTrendPoint = z.infer<typeof DailySafetyTrendPoint>;
export const DailySafetyTrends = z.object({ items: z.array(DailySafetyTrendPoint) });
export type DailySafetyTrends = z.infer<typeof DailySafetyTrends>;

const B = DAILY_SAFETY_BASE;
export const dailySafetyContracts = defineContracts({
  [`GET ${B}/target-options`]: TargetOptions,
  [`GET ${B}/member-candidates`]: MemberCandidateList,
  [`POST ${B}/target-count`]: TargetCount,
  [`GET ${B}/setting`]: DailySafetySetting,
  [`PUT ${B}/setting`]: DailySafetySetting,
  [`GET ${B}/school-days`]: SchoolDayList,
  [`POST ${B}/school-days`]: SchoolDayItem,
  [`DELETE ${B}/school-days/:id`]: NoContent,
  [`GET ${B}/day`]: DailySafetyDay,
  [`GET ${B}/days`]: DailySafetyDayPage,
  [`GET ${B}/trends`]: DailySafetyTrends,
} as const);
