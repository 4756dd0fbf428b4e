import { z } from "zod";
import { defineContracts } from "../api/contract";
import { calendarDateSchema, intField, pageSchema, pageSizeSchema, versionSchema } from "../api/params";
import { FormAnswerStatus, FormType } from "../codes/form";
import { DEFAULT_PAGE_DISPLAY_COUNT } from "../constants";
import { answerValuesInputSchema } from "./answer-api";
import { FormReception } from "./form-codes";
import { publicFormSchema } from "./public-form";

// The staff side of the form-answer calls (back office): /app/api/v2/form/{formId}/answers…,
// /app/api/v2/form-dashboard and /app/api/v2/applicant-information. The applicant side and the
// shape of values are in answer-api.ts.

export const answerListQuerySchema = z.object({
  /** Comma-separated statuses, e.g. "1,3". */
  status: z.string().max(20).optional(),
  /** Sent between (yyyy-MM-dd, Asia/Tokyo, inclusive). */
  submittedFrom: calendarDateSchema("送信日（から）").optional(),
  submittedTo: calendarDateSchema("送信日（まで）").optional(),
  /** Any fragment of the answer's text, the applicant's name or mail address, or the receipt no. */
  keyword: z.string().max(100).optional(),
  sort: z.enum(["receiptNo", "lastSubmittedAt", "answerStatus", "updatedAt"]).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  page: pageSchema,
  pageSize: pageSizeSchema(100, DEFAULT_PAGE_DISPLAY_COUNT),
});

export const answerListRowSchema = z.object({
  answerId: z.number(),
  receiptNo: z.number().nullable(),
  answerStatus: FormAnswerStatus.schema,
  /** The form user's name (profile) or login id; "" for an answer sent without login. */
  applicantName: z.string(),
  mailAddress: z.string().nullable(),
  firstSubmittedAt: z.string().nullable(),
  lastSubmittedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The first few items' answers as text, for the list's columns. */
  summary: z.array(z.object({ itemKey: z.string(), label: z.string(), text: z.string() })),
});

export const answerCountsSchema = z.record(z.string(), z.number());

export const answerListResponseSchema = z.object({
  rows: z.array(answerListRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Answers per status code ("1": 12, …) for the whole form, ignoring the filters. */
  counts: answerCountsSchema,
});

export const answerStatusLogSchema = z.object({
  fromStatus: FormAnswerStatus.schema.nullable(),
  toStatus: FormAnswerStatus.schema,
  message: z.string().nullable(),
  /** Staff name, or null when the applicant acted. */
  changedBy: z.string().nullable(),
  createdAt: z.string(),
});

export const answerDetailResponseSchema = z.object({
  answerId: z.number(),
  formId: z.number(),
  receiptNo: z.number().nullable(),
  answerStatus: FormAnswerStatus.schema,
  values: z.record(z.string(), z.unknown()),
  applicant: z.object({
    formUserId: z.number().nullable(),
    loginId: z.string().nullable(),
    name: z.string(),
    nameKana: z.string(),
    telNo: z.string(),
  }),
  mailAddress: z.string().nullable(),
  remandMessage: z.string().nullable(),
  firstSubmittedAt: z.string().nullable(),
  lastSubmittedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number(),
  history: z.array(answerStatusLogSchema),
});

/** PUT /app/api/v2/form/{formId}/answers/{answerId} — staff correct the values (修正). */
export const staffUpdateAnswerRequestSchema = z.object({
  values: answerValuesInputSchema,
  version: versionSchema,
});

/** The statuses staff may set. */
export const StaffAnswerStatusSchema = z.union([
  z.literal(FormAnswerStatus.ANSWERED),
  z.literal(FormAnswerStatus.FIXED),
  z.literal(FormAnswerStatus.REMAND),
  z.literal(FormAnswerStatus.CANCEL),
]);

/** POST /app/api/v2/form/{formId}/answers/{answerId}/status — 確定, 差し戻し (mailed), 取消. */
export const changeAnswerStatusRequestSchema = z.object({
  status: StaffAnswerStatusSchema,
  /** Required for a remand: mailed to the applicant and shown on their answer screen. */
  message: z.string().max(2000).optional(),
  version: versionSchema,
});

/** POST /app/api/v2/form/{formId}/answers/bulk-status — the same change for many answers. */
export const bulkAnswerStatusRequestSchema = z.object({
  answerIds: z.array(intField("回答")).min(1).max(1000),
  status: StaffAnswerStatusSchema,
  message: z.string().max(2000).optional(),
});
export const bulkAnswerStatusResponseSchema = z.object({
  changed: z.number(),
  /** Answers left as they were, with the reason (e.g. already cancelled). */
  skipped: z.array(z.object({ answerId: z.number(), reason: z.string() })),
});

/**
 * POST /app/api/v2/form/{formId}/answers/export — one row per answer, one column per item, Excel or
 * Csv (the list's filters); POST …/answers/files-zip — the uploaded files as a zip.
 */
export const answerExportRequestSchema = answerListQuerySchema.omit({ page: true, pageSize: true }).extend({
  format: z.enum(["Excel", "Csv"]),
  encoding: z.enum(["Shift_JIS", "UTF-8"]).optional(),
  answerIds: z.array(intField("回答")).max(10000).optional(),
});

/** POST /app/api/v2/form/{formId}/answers/files-zip — the same filters (or chosen answers), no format. */
export const answerFilesZipRequestSchema = answerExportRequestSchema.omit({ format: true, encoding: true });

/** GET /app/api/v2/form-dashboard — answers per status for each form of the organisation. */
export const formDashboardRowSchema = z.object({
  formId: z.number(),
  formCd: z.string(),
  title: z.string(),
  formType: FormType.schema,
  formStatus: z.string(),
  reception: FormReception.schema,
  answerPeriodEnd: z.string().nullable(),
  counts: answerCountsSchema,
  total: z.number(),
});
export const formDashboardResponseSchema = z.object({ forms: z.array(formDashboardRowSchema) });

/**
 * GET /app/api/v2/applicant-information?keyword&page — form users (applicants) of the organisation,
 * found by name, kana, mail address or phone; GET /app/api/v2/applicant-information/{formUserId} —
 * one applicant's profile and every answer they made (the always-allowed applicant-information page).
 */
export const applicantSearchQuerySchema = z.object({
  keyword: z.string().max(100).optional(),
  page: pageSchema,
});
export const applicantRowSchema = z.object({
  formUserId: z.number(),
  loginId: z.string().nullable(),
  name: z.string(),
  nameKana: z.string(),
  telNo: z.string(),
  lineLinked: z.boolean(),
  answerCount: z.number(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export const applicantSearchResponseSchema = z.object({
  rows: z.array(applicantRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const applicantDetailResponseSchema = z.object({
  applicant: applicantRowSchema,
  answers: z.array(
    z.object({
      answerId: z.number(),
      formId: z.number(),
      formTitle: z.string(),
      formType: FormType.schema,
      answerStatus: FormAnswerStatus.schema,
      receiptNo: z.number().nullable(),
      lastSubmittedAt: z.string().nullable(),
    }),
  ),
});

export type AnswerListQuery = z.infer<typeof answerListQuerySchema>;
export type AnswerListRow = z.infer<typeof answerListRowSchema>;
export type AnswerListResponse = z.infer<typeof answerListResponseSchema>;
export type AnswerDetail = z.infer<typeof answerDetailResponseSchema>;
export type FormDashboardRow = z.infer<typeof formDashboardRowSchema>;
export type ApplicantRow = z.infer<typeof applicantRowSchema>;
export type ApplicantDetail = z.infer<typeof applicantDetailResponseSchema>;

/** The success bodies of the staff answer routes (downloads, which answer files, left out). */
export const staffAnswerContracts = defineContracts({
  "GET /app/api/v2/form/:formId/answers": answerListResponseSchema,
  "GET /app/api/v2/form/:formId/answer-form": publicFormSchema,
  "GET /app/api/v2/form/:formId/answers/:answerId": answerDetailResponseSchema,
  "PUT /app/api/v2/form/:formId/answers/:answerId": answerDetailResponseSchema,
  "POST /app/api/v2/form/:formId/answers/:answerId/status": answerDetailResponseSchema.extend({
    mailQueued: z.boolean(),
  }),
  "POST /app/api/v2/form/:formId/answers/bulk-status": bulkAnswerStatusResponseSchema,
  "GET /app/api/v2/form-dashboard": formDashboardResponseSchema,
  "GET /app/api/v2/applicant-information": applicantSearchResponseSchema,
  "GET /app/api/v2/applicant-information/:formUserId": applicantDetailResponseSchema,
});

export type StaffAnswerStatus = z.infer<typeof StaffAnswerStatusSchema>;
export type StaffUpdateAnswerRequest = z.input<typeof staffUpdateAnswerRequestSchema>;
export type ChangeAnswerStatusRequest = z.input<typeof changeAnswerStatusRequestSchema>;
export type BulkAnswerStatusRequest = z.input<typeof bulkAnswerStatusRequestSchema>;
export type BulkAnswerStatusResult = z.infer<typeof bulkAnswerStatusResponseSchema>;
export type StatusChangeResult = z.infer<
  (typeof staffAnswerContracts)["POST /app/api/v2/form/:formId/answers/:answerId/status"]
>;
export type FormDashboardResponse = z.infer<typeof formDashboardResponseSchema>;
export type ApplicantSearchResponse = z.infer<typeof applicantSearchResponseSchema>;
