import { z } from "zod";
import { defineContracts } from "../api/contract";
import {
  calendarDateSchema,
  idSchema,
  intParam,
  pageSchema,
  versionParam,
  versionSchema,
} from "../api/params";
import { SURVEY_BASE } from "./survey-api";

// 集計 of a survey (アンケート結果 → 集計, and the アンケート集計 screen opened from アンケートグループ):
// per-question counts, answer rates by class and grade, cross tabulation, free-text answers, exports.
// Every view takes the same filters, so what a chart shows, the table shows and the file holds agree.

/** The totals under アンケート結果 (menu survey-result). */
export const SURVEY_RESULTS_BASE = `${SURVEY_BASE}/results`;
/** The same totals under アンケート集計 (menu survey-group, spec §2.1's totalling-survey). */
export const SURVEY_TOTALLING_BASE = `${SURVEY_BASE}/totalling`;
/** アンケートグループ: named sets of surveys whose totals are read together. */
export const SURVEY_GROUP_BASE = `${SURVEY_BASE}/groups`;

export const SURVEY_TEXT_PAGE_SIZE = 50;
export const SURVEY_FILTER_VALUES_MAX = 100;
export const SURVEY_GROUP_NAME_MAX = 100;
export const SURVEY_GROUP_SURVEYS_MAX = 50;

/** Answer types counted per choice (DIVISION by the chosen node, CHECKBOX as checked / not checked). */
export const TOTALLED_CHOICE_TYPES = [
  "SELECT_SINGLE",
  "SELECT_MULTI",
  "YES_NO",
  "ARI_NASHI",
  "LIST",
  "DIVISION",
  "CHECKBOX",
] as const;
export const FREE_TEXT_TYPES = ["TEXT_SINGLE", "TEXT_MULTI"] as const;
export const CHECKBOX_LABELS = { checked: "チェックあり", unchecked: "チェックなし" } as const;

/** Text the database cannot hold (NUL) is refused with the field's name rather than failing there. */
const noNul = (v: string) => !v.includes("\u0000");
const text = (field: string, max: number) =>
  z
    .string()
    .max(max, `${field}は${max}文字以内で入力してください`)
    .refine(noNul, `${field}に使用できない文字が含まれています`);

const keyParam = z
  .string()
  .max(40, "質問の指定が正しくありません")
  .regex(/^[A-Za-z0-9_-]+$/, "質問の指定が正しくありません");

/** `?fv=弁当&fv=給食` or one value. */
const valuesParam = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(
    z
      .array(text("回答の値", 200).pipe(z.string().min(1, "回答の値を指定してください")))
      .max(SURVEY_FILTER_VALUES_MAX, `回答の値は${SURVEY_FILTER_VALUES_MAX}個までです`),
  );

/** The filters every view applies (answered period in Japan time, a class or grade, one question's answers). */
export const SurveyTotalsFilter = z
  .object({
    from: calendarDateSchema("回答日（から）").optional(),
    to: calendarDateSchema("回答日（まで）").optional(),
    /** A hierarchy node: recipients placed in it (any level) when the survey was sent. */
    node: text("所属", 32).optional(),
    grade: intParam("学年", { max: 99 }).optional(),
    fq: keyParam.optional(),
    fv: valuesParam.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: "回答日の期間が正しくありません（開始日が終了日より後です）",
    path: ["to"],
  })
  .refine((f) => !f.fv || f.fq, { message: "絞り込む質問を選択してください", path: ["fq"] });
export type SurveyTotalsFilter = z.infer<typeof SurveyTotalsFilter>;

const Bucket = z.object({
  /** What was stored (a choice label, a node code, 'true'/'false', a date). */
  value: z.string(),
  label: z.string(),
  count: z.number(),
  /** Of the question's respondents (several choices can add up to more than 100). */
  percent: z.number(),
});
export type SurveyTotalsBucket = z.infer<typeof Bucket>;

export const SurveyQuestionTotals = z.object({
  key: z.string(),
  label: z.string(),
  answerType: z.string(),
  /** Respondents who answered this question. */
  respondents: z.number(),
  /** Choices in the question's order, those never chosen included; DATE: each date answered. */
  buckets: z.array(Bucket),
  /** DATE: the first and last date answered (yyyy/MM/dd). */
  earliest: z.string().nullable(),
  latest: z.string().nullable(),
});
export type SurveyQuestionTotals = z.infer<typeof SurveyQuestionTotals>;

const RateRow = z.object({
  value: z.string(),
  label: z.string(),
  recipients: z.number(),
  answered: z.number(),
  rate: z.number(),
});
export type SurveyRateRow = z.infer<typeof RateRow>;

export const SurveyTotals = z.object({
  surveyId: z.number(),
  title: z.string(),
  anonymous: z.boolean(),
  recipients: z.number(),
  answered: z.number(),
  rate: z.number(),
  /** The hierarchy level the class rates are by (the deepest level recipients stand on). */
  classLevel: z.number(),
  byClass: z.array(RateRow),
  byGrade: z.array(RateRow),
  questions: z.array(SurveyQuestionTotals),
  /** The choices a cross tabulation can run by, for the chooser. */
  dimensions: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type SurveyTotals = z.infer<typeof SurveyTotals>;

/** level:1…5, grade, attribute:<code>, question:<key>. */
export const CrossDimension = z
  .string()
  .max(60, "集計軸の指定が正しくありません")
  .regex(/^(level:[1-5]|grade|attribute:[A-Za-z0-9_-]{1,32}|question:[A-Za-z0-9_-]{1,40})$/, {
    message: "集計軸の指定が正しくありません",
  });

export const SurveyCrossQuery = z.intersection(
  SurveyTotalsFilter,
  z.object({ question: keyParam, by: CrossDimension }),
);
export type SurveyCrossQuery = z.infer<typeof SurveyCrossQuery>;

const Axis = z.object({ value: z.string(), label: z.string() });
export const SurveyCrossTab = z.object({
  question: z.object({ key: z.string(), label: z.string() }),
  byLabel: z.string(),
  /** The question's choices. */
  rows: z.array(Axis),
  /** The dimension's values; 「（未設定）」 for recipients without one. */
  columns: z.array(Axis),
  /** counts[row][column] */
  counts: z.array(z.array(z.number())),
  /** Respondents per column (the base of a column's percentages). */
  columnRespondents: z.array(z.number()),
  rowTotals: z.array(z.number()),
  respondents: z.number(),
});
export type SurveyCrossTab = z.infer<typeof SurveyCrossTab>;

export const SurveyTextQuery = z.intersection(
  SurveyTotalsFilter,
  z.object({
    question: keyParam,
    keyword: text("検索語", 100).optional(),
    page: pageSchema,
  }),
);
export type SurveyTextQuery = z.infer<typeof SurveyTextQuery>;
export const SurveyTextPage = z.object({
  items: z.array(
    z.object({
      /** The answer's id (a stable key for the list). */
      id: z.number(),
      answeredAt: z.string(),
      text: z.string(),
      /** null for an anonymous survey. */
      name: z.string().nullable(),
      placement: z.string().nullable(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SurveyTextPage = z.infer<typeof SurveyTextPage>;

/** Raw answers (Excel / CSV) and the totals (Excel / PDF). */
export const SurveyExportBody = z
  .object({
    kind: z.enum(["answers", "totals"], { error: "出力する内容を選択してください" }),
    format: z.enum(["Excel", "Csv", "Pdf"], { error: "出力形式を選択してください" }),
    csvEncoding: z.enum(["shift_jis", "utf8-bom"]).optional(),
    filter: z.preprocess((v) => v ?? {}, SurveyTotalsFilter),
    /** The totals report's cross tabulation (optional). */
    cross: z.object({ question: keyParam, by: CrossDimension }).optional(),
  })
  .refine((b) => (b.kind === "answers" ? b.format !== "Pdf" : b.format !== "Csv"), {
    message: "回答データはExcelかCSV、集計はExcelかPDFで出力できます",
    path: ["format"],
  });
export type SurveyExportBody = z.infer<typeof SurveyExportBody>;
export type SurveyExportBodyInput = z.input<typeof SurveyExportBody>;

// ---- アンケートグループ ----

export const SurveyGroupParams = z.object({ groupId: idSchema("アンケートグループ") });
export const SurveyGroupBody = z.object({
  name: z
    .string({ error: "グループ名を入力してください" })
    .trim()
    .min(1, "グループ名を入力してください")
    .max(SURVEY_GROUP_NAME_MAX, `グループ名は${SURVEY_GROUP_NAME_MAX}文字以内で入力してください`),
  surveyIds: z
    .array(idSchema("アンケート"), { error: "アンケートを選択してください" })
    .min(1, "アンケートを1件以上選択してください")
    .max(
      SURVEY_GROUP_SURVEYS_MAX,
      `1つのグループに入れられるアンケートは${SURVEY_GROUP_SURVEYS_MAX}件までです`,
    )
    .refine((ids) => new Set(ids).size === ids.length, "同じアンケートが重複しています"),
  /** The version the screen read; required when a group is changed (optimistic lock). */
  version: versionSchema.optional(),
});
export type SurveyGroupBody = z.infer<typeof SurveyGroupBody>;

const GroupSurvey = z.object({
  id: z.number(),
  title: z.string(),
  sentAt: z.string(),
  deadline: z.string(),
  recipientCount: z.number(),
  answeredCount: z.number(),
  answerRate: z.number(),
});
export const SurveyGroupItem = z.object({
  id: z.number(),
  name: z.string(),
  version: z.number(),
  surveys: z.array(GroupSurvey),
  updatedAt: z.string(),
});
export type SurveyGroupItem = z.infer<typeof SurveyGroupItem>;
export const SurveyGroupList = z.object({ items: z.array(SurveyGroupItem) });
export type SurveyGroupList = z.infer<typeof SurveyGroupList>;
export const SurveyGroupVersionQuery = z.object({ version: versionParam });
/** The organisation's sent surveys a group can hold, newest first. */
export const SurveyGroupCandidates = z.object({ items: z.array(GroupSurvey) });
export type SurveyGroupCandidates = z.infer<typeof SurveyGroupCandidates>;
export type SurveyGroupSurvey = z.infer<typeof GroupSurvey>;

export const surveyTotalsContracts = defineContracts({
  [`GET ${SURVEY_RESULTS_BASE}/:id/totals`]: SurveyTotals,
  [`GET ${SURVEY_RESULTS_BASE}/:id/cross`]: SurveyCrossTab,
  [`GET ${SURVEY_RESULTS_BASE}/:id/texts`]: SurveyTextPage,
  [`GET ${SURVEY_TOTALLING_BASE}/:id/totals`]: SurveyTotals,
  [`GET ${SURVEY_TOTALLING_BASE}/:id/cross`]: SurveyCrossTab,
  [`GET ${SURVEY_TOTALLING_BASE}/:id/texts`]: SurveyTextPage,
  [`GET ${SURVEY_GROUP_BASE}`]: SurveyGroupList,
  [`POST ${SURVEY_GROUP_BASE}`]: SurveyGroupItem,
  [`PUT ${SURVEY_GROUP_BASE}/:groupId`]: SurveyGroupItem,
  [`GET ${SURVEY_GROUP_BASE}/candidates`]: SurveyGroupCandidates,
} as const);
