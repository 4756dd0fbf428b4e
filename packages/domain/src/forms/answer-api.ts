import { z } from "zod";
import { FileUploadStatus, FormAnswerStatus, FormType } from "../codes/form";
import { FormReception } from "./form-codes";

// The calls around form answers, shared by the server (route schemas), the form frontend and the
// back office. Applicant calls live under /app/form-api/form-answer (access-key header, spec §7.1);
// staff calls under /app/api/v2/form/{formId}/answers and /app/api/v2/form-dashboard.
// Values travel as `{ itemKey: value }` (answer-types.ts); the server checks them with the same
// formAnswerSchema the form frontend uses, so both sides give the same Japanese messages.

/** An answer's values as they travel; each value is checked against its item on the server. */
export const answerValuesInputSchema = z.record(z.string().max(40), z.unknown());

export const formFileValueSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  status: FileUploadStatus.schema,
});

// ----- Applicant (form frontend) -------------------------------------------------------------

/** GET /app/form-api/form-answer/get-form-by-form-cd?formUserId&formCd — spec §7.3, routing of §4. */
export const formByFormCdResponseSchema = z.object({
  formId: z.number(),
  /** The user's current answer; status 0 (UNANSWERED) when there is none. */
  answer: z.object({ answerStatus: FormAnswerStatus.schema }),
});

/**
 * GET /app/form-api/form-answer/current?formId — the logged-in user's answer to continue or edit:
 * a draft, a remanded answer, or a sent one that may still be edited. null when there is none.
 */
export const applicantAnswerSchema = z.object({
  answerId: z.number(),
  answerStatus: FormAnswerStatus.schema,
  values: z.record(z.string(), z.unknown()),
  receiptNo: z.number().nullable(),
  version: z.number(),
  firstSubmittedAt: z.string().nullable(),
  lastSubmittedAt: z.string().nullable(),
  /** Whether the applicant may still change it (draft, remand, or editable before the deadline). */
  editable: z.boolean(),
  /** The deadline for editing a sent answer, when the form sets one. */
  editDeadline: z.string().nullable(),
  remandMessage: z.string().nullable(),
});
export const currentAnswerResponseSchema = z.object({ answer: applicantAnswerSchema.nullable() });

/** PUT /app/form-api/form-answer/draft — save midway (logged-in users only). */
export const saveDraftRequestSchema = z.object({
  formId: z.number().int().positive(),
  values: answerValuesInputSchema,
  /** The version read; absent for the first save. */
  version: z.number().int().positive().optional(),
});
export const saveDraftResponseSchema = z.object({
  answerId: z.number(),
  version: z.number(),
  savedAt: z.string(),
});

/** POST /app/form-api/form-answer/submit — send (or re-send an edited) answer. */
export const submitAnswerRequestSchema = z.object({
  formId: z.number().int().positive(),
  values: answerValuesInputSchema,
  /** The version of the draft or sent answer being sent; absent for a first answer. */
  version: z.number().int().positive().optional(),
  /** Made once per answer screen (crypto.randomUUID); a repeated submit returns the same answer. */
  submissionToken: z.uuid(),
});
export const submitAnswerResponseSchema = z.object({
  answerId: z.number(),
  answerStatus: FormAnswerStatus.schema,
  receiptNo: z.number(),
  version: z.number(),
  /** Whether a completion mail was queued (an address was known). */
  mailQueued: z.boolean(),
});

/**
 * POST /app/form-api/form-answer/upload — multipart: a JSON part `data` of this shape and one or
 * more `files` parts (spec §7.1). The answer then names the returned files with status ADD.
 */
export const uploadAnswerFilesRequestSchema = z.object({
  formId: z.number().int().positive(),
  itemKey: z.string().min(1).max(40),
});
export const uploadAnswerFilesResponseSchema = z.object({ files: z.array(formFileValueSchema) });

/** POST /app/form-api/form-answer/file/download — JSON body, binary response (spec §7.1). */
export const downloadAnswerFileRequestSchema = z.object({ fileId: z.uuid() });

/** GET /app/form-api/form-answer/mine — the mypage: the logged-in user's answers. */
export const myAnswerSchema = z.object({
  answerId: z.number(),
  formId: z.number(),
  formTitle: z.string(),
  formType: FormType.schema,
  answerStatus: FormAnswerStatus.schema,
  receiptNo: z.number().nullable(),
  lastSubmittedAt: z.string().nullable(),
  updatedAt: z.string(),
  answerPeriodEnd: z.string().nullable(),
  editDeadline: z.string().nullable(),
  editable: z.boolean(),
  reception: FormReception.schema,
  remandMessage: z.string().nullable(),
});
export const myAnswersResponseSchema = z.object({ answers: z.array(myAnswerSchema) });

/** GET /app/form-api/form-list?keyword&formType&reception — forms offered to logged-in users. */
export const formListQuerySchema = z.object({
  keyword: z.string().max(100).optional(),
  formType: FormType.schema.optional(),
  /** Only forms taking answers now (default) or also those before/after their period. */
  openOnly: z.enum(["true", "false"]).optional(),
});
export const formListEntrySchema = z.object({
  formId: z.number(),
  title: z.string(),
  formType: FormType.schema,
  reception: FormReception.schema,
  answerPeriodStart: z.string().nullable(),
  answerPeriodEnd: z.string().nullable(),
  /** The user's answer status for it (0 when none). */
  answerStatus: FormAnswerStatus.schema,
});
export const formListResponseSchema = z.object({ forms: z.array(formListEntrySchema) });

/**
 * POST /app/form-api/form-list/open {formId} — a fresh link of the user's own for a listed form (or
 * one they answered): the form frontend then goes through /redirect?accessKey=… like any link.
 */
export const openListedFormRequestSchema = z.object({ formId: z.number().int().positive() });
export const openListedFormResponseSchema = z.object({ accessKey: z.string() });

// ----- Staff (back office) -------------------------------------------------------------------

export const answerListQuerySchema = z.object({
  /** Comma-separated statuses, e.g. "1,3". */
  status: z.string().max(20).optional(),
  /** Sent between (yyyy-MM-dd, Asia/Tokyo, inclusive). */
  submittedFrom: z.string().max(10).optional(),
  submittedTo: z.string().max(10).optional(),
  /** Any fragment of the answer's text, the applicant's name or mail address, or the receipt no. */
  keyword: z.string().max(100).optional(),
  sort: z.enum(["receiptNo", "lastSubmittedAt", "answerStatus", "updatedAt"]).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  page: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
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
  version: z.number().int().positive(),
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
  version: z.number().int().positive(),
});

/** POST /app/api/v2/form/{formId}/answers/bulk-status — the same change for many answers. */
export const bulkAnswerStatusRequestSchema = z.object({
  answerIds: z.array(z.number().int().positive()).min(1).max(1000),
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
  answerIds: z.array(z.number().int().positive()).max(10000).optional(),
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
  page: z.coerce.number().int().positive().optional(),
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

export type ApplicantAnswer = z.infer<typeof applicantAnswerSchema>;
export type MyAnswer = z.infer<typeof myAnswerSchema>;
export type FormListEntry = z.infer<typeof formListEntrySchema>;
export type AnswerListQuery = z.infer<typeof answerListQuerySchema>;
export type AnswerListRow = z.infer<typeof answerListRowSchema>;
export type AnswerListResponse = z.infer<typeof answerListResponseSchema>;
export type AnswerDetail = z.infer<typeof answerDetailResponseSchema>;
export type FormDashboardRow = z.infer<typeof formDashboardRowSchema>;
export type ApplicantRow = z.infer<typeof applicantRowSchema>;
export type ApplicantDetail = z.infer<typeof applicantDetailResponseSchema>;
