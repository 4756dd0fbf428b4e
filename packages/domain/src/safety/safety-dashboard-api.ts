import { z } from "zod";
import { defineContracts } from "../api/contract";
import { intParam } from "../api/params";
import { DIVISION_CD_MAX } from "../hierarchy/division-code";
import { SAFETY_BASE, SafetyCounts, SafetyRecipientRow, SafetySendItem } from "./safety-api";

// 安否確認結果's live dashboard of one send (server: modules/safety/safety-dashboard*.ts; screen:
// backoffice modules/safety/dashboard/): the answer rate and counts per state of the school, one node
// of the five-level hierarchy or one grade, the counts of the level below and of each grade, the
// 重傷 / 軽傷 / 未連絡 people with a phone number, and the time from the send to 25 / 50 / 75 % answered.

/** How many people each of the 重傷 / 軽傷 / 未連絡 lists shows (the rest: the recipient list or the export). */
export const SAFETY_DASHBOARD_LIST_SIZE = 100;

/** The percentages of "time to X % answered", the drill report schools are used to. */
export const SAFETY_MILESTONE_PERCENTS = [25, 50, 75] as const;

/** The screen refreshes at least this often while open (answers appear within 5 s). */
export const SAFETY_DASHBOARD_REFRESH_MS = 4_000;

// Any stored code (older ones may predate the half-width rule): one the organisation lacks is a 404.
const nodeCode = z
  .string({ error: "所属の指定が正しくありません" })
  .max(DIVISION_CD_MAX, "所属の指定が正しくありません");

/** The part of a send looked at: the whole school (no node, no grade), a node, a grade, or both. */
export const SafetyDashboardQuery = z.object({
  node: nodeCode.default(""),
  /** Empty or absent: every grade. */
  grade: z.preprocess((v) => (v === "" ? undefined : v), intParam("学年", { min: 1, max: 99 }).optional()),
});
export type SafetyDashboardQuery = z.infer<typeof SafetyDashboardQuery>;

export const SafetyNodeRef = z.object({
  code: z.string(),
  name: z.string(),
  /** 1 (division) … 5 (subunit): the back office names the level (学科, 学年, 組, …). */
  depth: z.number(),
});
export type SafetyNodeRef = z.infer<typeof SafetyNodeRef>;

/** One bar of a drill-down: a child node (code null: people placed on the node itself, or staff). */
export const SafetyBreakdownRow = z.object({
  code: z.string().nullable(),
  name: z.string(),
  depth: z.number(),
  /** The node has children of its own (it can be drilled into further). */
  drillable: z.boolean(),
  counts: SafetyCounts,
});
export type SafetyBreakdownRow = z.infer<typeof SafetyBreakdownRow>;

export const SafetyGradeRow = z.object({
  /** null: no grade (staff, or members without one). */
  grade: z.number().nullable(),
  name: z.string(),
  counts: SafetyCounts,
});
export type SafetyGradeRow = z.infer<typeof SafetyGradeRow>;

export const SafetyMilestone = z.object({
  percent: z.number(),
  /** Seconds from the send to the answer that made the percentage; null while not reached. */
  seconds: z.number().nullable(),
  reachedAt: z.string().nullable(),
});
export type SafetyMilestone = z.infer<typeof SafetyMilestone>;

export const SafetyPeopleList = z.object({
  /** Everyone in the state within the scope; `items` holds the first SAFETY_DASHBOARD_LIST_SIZE. */
  total: z.number(),
  items: z.array(SafetyRecipientRow),
});
export type SafetyPeopleList = z.infer<typeof SafetyPeopleList>;

export const SafetyDashboard = z.object({
  send: SafetySendItem,
  /** Root to the chosen node (empty for the whole school): the breadcrumb. */
  path: z.array(SafetyNodeRef),
  grade: z.object({ grade: z.number(), name: z.string() }).nullable(),
  counts: SafetyCounts,
  children: z.array(SafetyBreakdownRow),
  grades: z.array(SafetyGradeRow),
  milestones: z.array(SafetyMilestone),
  lists: z.object({
    seriousInjury: SafetyPeopleList,
    minorInjury: SafetyPeopleList,
    noContact: SafetyPeopleList,
  }),
  /** When the figures were read (the screen shows 「hh:mm:ss 時点」). */
  generatedAt: z.string(),
});
export type SafetyDashboard = z.infer<typeof SafetyDashboard>;

/** Excel / CSV of the recipients with their answers, for the dashboard's scope. */
export const SafetyExportBody = SafetyDashboardQuery.extend({
  format: z.enum(["Excel", "Csv"], { error: "ファイル形式は Excel か Csv を選択してください" }),
  csvEncoding: z
    .enum(["shift_jis", "utf8-bom"], { error: "文字コードは shift_jis か utf8-bom を選択してください" })
    .default("shift_jis"),
});
export type SafetyExportBodyInput = z.input<typeof SafetyExportBody>;

const B = SAFETY_BASE;
/** POST …/results/:id/export answers the file itself, or ExportAcceptedBody (202) when large. */
export const safetyDashboardContracts = defineContracts({
  [`GET ${B}/sends/:id/dashboard`]: SafetyDashboard,
  [`GET ${B}/results/:id/dashboard`]: SafetyDashboard,
} as const);
