import { z } from "zod";
import { defineContracts } from "../api/contract";
import { calendarDateSchema, idSchema, intField, pageSchema, versionSchema } from "../api/params";
import {
  MemberCandidate,
  MemberCandidateList,
  TargetOptions,
} from "../push-notifications/push-notification-api";
import { PushTarget, TargetCount } from "../push-notifications/push-target";
import { ReportAnswers, ReportAnswerValue, ReportItems, SavedReportItem } from "./daily-report-items";

// 日報 (menu daily-report, category 50 連絡): report templates staff define, one report per member,
// template and due day, staff comments, the per-day list of who has and has not submitted. Server:
// modules/daily-reports. Screens: backoffice modules/daily-reports, the member app's 日報 page and the
// public /regist-daily-report (the member account's login, then the member API below).

export const DAILY_REPORT_BASE = "/app/api/v2/daily-reports";
export const MEMBER_DAILY_REPORT_API = "/app/api/member-app/daily-reports";
export const DAILY_REPORT_NAME_MAX = 80;
export const DAILY_REPORT_DESCRIPTION_MAX = 500;
export const DAILY_REPORT_COMMENT_MAX = 1000;
/** A member may still hand in a missed report this many days after its day (today included: 0). */
export const DAILY_REPORT_LATE_DAYS = 7;
export const DAILY_REPORT_HISTORY_PAGE_SIZE = 30;

const timeMessage = "リマインド時刻は00:00〜23:59の時刻（例 17:00）で入力してください";
const trimmed = (field: string, max: number, min = 1) =>
  z
    .string({ error: `${field}を入力してください` })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(min, `${field}を入力してください`)
        .max(max, `${field}は${max}文字以内で入力してください`),
    );

export const DailyReportTemplateBody = z.object({
  name: trimmed("日報名", DAILY_REPORT_NAME_MAX),
  description: trimmed("説明", DAILY_REPORT_DESCRIPTION_MAX, 0).default(""),
  enabled: z.boolean({ error: "受付中かどうかを指定してください" }),
  target: PushTarget,
  /** 0 Sunday … 6 Saturday: the weekdays a report is due. */
  weekdays: z
    .array(intField("曜日", { min: 0, max: 6 }))
    .min(1, "提出する曜日を1つ以上選んでください")
    .max(7, "曜日が正しくありません")
    .transform((days) => [...new Set(days)].sort()),
  /** Japanese public holidays (振替休日 included) are not due even on a chosen weekday. */
  skipHolidays: z.boolean({ error: "祝日の扱いを指定してください" }).default(true),
  /** Japan time; those who have not submitted by then get a reminder. Null: none. */
  reminderTime: z
    .string({ error: timeMessage })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage)
    .nullable()
    .default(null),
  items: ReportItems,
  version: versionSchema.optional(),
});
export type DailyReportTemplateBody = z.infer<typeof DailyReportTemplateBody>;
export type DailyReportTemplateInput = z.input<typeof DailyReportTemplateBody>;

const SavedTarget = z.object({
  nodes: z.array(z.string()),
  grades: z.array(z.number()),
  attributes: z.array(z.object({ attributeCd: z.string(), value: z.string() })),
  groupIds: z.array(z.number()),
  memberIds: z.array(z.number()),
  sendTarget: z.enum(["ALL", "VALID"]),
});

export const DailyReportTemplate = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  target: SavedTarget,
  /** The individually picked members as the picker shows them. */
  members: z.array(MemberCandidate),
  weekdays: z.array(z.number()),
  skipHolidays: z.boolean(),
  reminderTime: z.string().nullable(),
  items: z.array(SavedReportItem),
  version: z.number(),
  updatedAt: z.string(),
});
export type DailyReportTemplate = z.infer<typeof DailyReportTemplate>;

export const DailyReportTemplateSummary = z.object({
  id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  weekdays: z.array(z.number()),
  skipHolidays: z.boolean(),
  reminderTime: z.string().nullable(),
  itemCount: z.number(),
  updatedAt: z.string(),
});
export const DailyReportTemplateList = z.object({ items: z.array(DailyReportTemplateSummary) });
export type DailyReportTemplateList = z.infer<typeof DailyReportTemplateList>;

export const DailyReportTemplateParams = z.object({ id: idSchema("日報") });
export const DailyReportParams = z.object({ id: idSchema("提出された日報") });
export const DailyReportMemberParams = z.object({ memberId: idSchema("メンバー") });

// ---- the staff's per-day list ----

export const DailyReportDayQuery = z.object({
  /** Today in Japan when absent. */
  date: calendarDateSchema("日付").optional(),
  /** A node of the hierarchy (class, year, course): only its members. */
  node: z.string().max(32, "所属が正しくありません").optional(),
});

export const DailyReportGroupCount = z.object({
  /** The node code, "" for members without a placement. */
  code: z.string(),
  name: z.string(),
  total: z.number(),
  submitted: z.number(),
});
export const DailyReportRosterRow = z.object({
  memberId: z.number(),
  memberCd: z.string(),
  name: z.string(),
  groupName: z.string(),
  reportId: z.number().nullable(),
  submittedAt: z.string().nullable(),
  commentCount: z.number(),
});
export type DailyReportRosterRow = z.infer<typeof DailyReportRosterRow>;
export const DailyReportDay = z.object({
  templateId: z.number(),
  templateName: z.string(),
  date: z.string(),
  due: z.boolean(),
  /** Why a day is not due, in Japanese: 土曜日, 祝日（文化の日）; "" on a due day. */
  dayNote: z.string(),
  total: z.number(),
  submitted: z.number(),
  groups: z.array(DailyReportGroupCount),
  rows: z.array(DailyReportRosterRow),
});
export type DailyReportDay = z.infer<typeof DailyReportDay>;

// ---- one report ----

export const DailyReportComment = z.object({
  id: z.number(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type DailyReportComment = z.infer<typeof DailyReportComment>;

export const DailyReportDetail = z.object({
  id: z.number(),
  templateId: z.number(),
  templateName: z.string(),
  items: z.array(SavedReportItem),
  date: z.string(),
  member: z.object({ id: z.number(), memberCd: z.string(), name: z.string(), groupName: z.string() }),
  answers: z.record(z.string(), ReportAnswerValue),
  submittedAt: z.string(),
  updatedAt: z.string(),
  comments: z.array(DailyReportComment),
});
export type DailyReportDetail = z.infer<typeof DailyReportDetail>;

export const DailyReportCommentBody = z.object({
  body: trimmed("コメント", DAILY_REPORT_COMMENT_MAX),
});
export type DailyReportCommentBody = z.infer<typeof DailyReportCommentBody>;

export const DailyReportHistoryQuery = z.object({
  templateId: idSchema("日報").optional(),
  page: pageSchema,
});
export const DailyReportHistoryItem = z.object({
  reportId: z.number(),
  templateId: z.number(),
  templateName: z.string(),
  date: z.string(),
  submittedAt: z.string(),
  commentCount: z.number(),
});
export const DailyReportMemberHistory = z.object({
  member: z.object({ id: z.number(), memberCd: z.string(), name: z.string(), groupName: z.string() }),
  items: z.array(DailyReportHistoryItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DailyReportMemberHistory = z.infer<typeof DailyReportMemberHistory>;

// ---- the member's side (member app and /regist-daily-report) ----

export const MemberDueReport = z.object({
  templateId: z.number(),
  name: z.string(),
  description: z.string(),
  /** Due days from DAILY_REPORT_LATE_DAYS ago up to today, newest first, with what was handed in. */
  days: z.array(
    z.object({
      date: z.string(),
      submitted: z.boolean(),
      commented: z.boolean(),
    }),
  ),
});
export const MemberDailyReportList = z.object({
  today: z.string(),
  items: z.array(MemberDueReport),
});
export type MemberDailyReportList = z.infer<typeof MemberDailyReportList>;

export const MemberReportParams = z.object({
  templateId: idSchema("日報"),
  date: calendarDateSchema("提出日"),
});
export const MemberReportBody = z.object({
  answers: ReportAnswers,
  /** The version the form read; absent for a first submission. */
  version: versionSchema.optional(),
});
export type MemberReportBody = z.infer<typeof MemberReportBody>;
export type MemberReportBodyInput = z.input<typeof MemberReportBody>;

export const MemberReportForm = z.object({
  templateId: z.number(),
  templateName: z.string(),
  description: z.string(),
  items: z.array(SavedReportItem),
  date: z.string(),
  report: z
    .object({
      id: z.number(),
      answers: z.record(z.string(), ReportAnswerValue),
      version: z.number(),
      submittedAt: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
  comments: z.array(DailyReportComment),
  /** The member may still submit or change it (not commented, within the late days). */
  editable: z.boolean(),
  /** Why not, in Japanese; "" when editable. */
  lockedReason: z.string(),
});
export type MemberReportForm = z.infer<typeof MemberReportForm>;

export const MemberReportHistoryQuery = z.object({ page: pageSchema });
export const MemberReportHistory = z.object({
  items: z.array(
    z.object({
      reportId: z.number(),
      templateId: z.number(),
      templateName: z.string(),
      date: z.string(),
      submittedAt: z.string(),
      comments: z.array(DailyReportComment),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MemberReportHistory = z.infer<typeof MemberReportHistory>;

const B = DAILY_REPORT_BASE;
const M = MEMBER_DAILY_REPORT_API;
export const dailyReportContracts = defineContracts({
  [`GET ${B}/target-options`]: TargetOptions,
  [`GET ${B}/member-candidates`]: MemberCandidateList,
  [`POST ${B}/target-count`]: TargetCount,
  [`GET ${B}/templates`]: DailyReportTemplateList,
  [`POST ${B}/templates`]: DailyReportTemplate,
  [`GET ${B}/templates/:id`]: DailyReportTemplate,
  [`PUT ${B}/templates/:id`]: DailyReportTemplate,
  [`GET ${B}/templates/:id/day`]: DailyReportDay,
  [`GET ${B}/reports/:id`]: DailyReportDetail,
  [`POST ${B}/reports/:id/comments`]: DailyReportDetail,
  [`GET ${B}/members/:memberId/reports`]: DailyReportMemberHistory,
  [`GET ${M}`]: MemberDailyReportList,
  [`GET ${M}/history`]: MemberReportHistory,
  [`GET ${M}/:templateId/:date`]: MemberReportForm,
  [`PUT ${M}/:templateId/:date`]: MemberReportForm,
} as const);

/** Excel/CSV of one template's reports over a period (a term at most a year). */
export const DailyReportExportBody = z
  .object({
    format: z.enum(["Excel", "Csv"], { error: "ファイル形式は Excel か Csv を選択してください" }),
    csvEncoding: z
      .enum(["shift_jis", "utf8-bom"], { error: "文字コードは shift_jis か utf8-bom を選択してください" })
      .default("shift_jis"),
    from: calendarDateSchema("期間（から）"),
    to: calendarDateSchema("期間（まで）"),
  })
  .superRefine((v, ctx) => {
    if (v.from > v.to)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "期間（まで）は期間（から）以降の日付にしてください",
      });
    else if (Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`) > 366 * 86_400_000)
      ctx.addIssue({ code: "custom", path: ["to"], message: "期間は1年以内で指定してください" });
  });
export type DailyReportExportBody = z.infer<typeof DailyReportExportBody>;
