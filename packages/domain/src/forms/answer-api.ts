import { z } from "zod";
import { defineContracts } from "../api/contract";
import { intField, versionSchema } from "../api/params";
import { FileUploadStatus, FormAnswerStatus, FormType } from "../codes/form";
import { FormReception } from "./form-codes";

// The calls around form answers, shared by the server (route schemas), the form frontend and the
// back office. Applicant calls live under /app/form-api/form-answer (access-key header, spec §7.1);
// staff calls (staff-answer-api.ts) under /app/api/v2/form/{formId}/answers and /app/api/v2/form-dashboard.
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
  formId: intField("フォーム"),
  values: answerValuesInputSchema,
  /** The version read; absent for the first save. */
  version: versionSchema.optional(),
});
export const saveDraftResponseSchema = z.object({
  answerId: z.number(),
  version: z.number(),
  savedAt: z.string(),
});

/** POST /app/form-api/form-answer/submit — send (or re-send an edited) answer. */
export const submitAnswerRequestSchema = z.object({
  formId: intField("フォーム"),
  values: answerValuesInputSchema,
  /** The version of the draft or sent answer being sent; absent for a first answer. */
  version: versionSchema.optional(),
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
  formId: intField("フォーム"),
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
export const openListedFormRequestSchema = z.object({ formId: intField("フォーム") });
export const openListedFormResponseSchema = z.object({ accessKey: z.string() });

const ANSWER = "/app/form-api/form-answer";
/** The applicant's answer calls (server: modules/form-answers/applicant/; the download answers a file). */
export const applicantAnswerContracts = defineContracts({
  [`GET ${ANSWER}/get-form-by-form-cd`]: formByFormCdResponseSchema,
  [`GET ${ANSWER}/current`]: currentAnswerResponseSchema,
  [`PUT ${ANSWER}/draft`]: saveDraftResponseSchema,
  [`POST ${ANSWER}/submit`]: submitAnswerResponseSchema,
  [`POST ${ANSWER}/upload`]: uploadAnswerFilesResponseSchema,
  [`GET ${ANSWER}/mine`]: myAnswersResponseSchema,
  "GET /app/form-api/form-list": formListResponseSchema,
  "POST /app/form-api/form-list/open": openListedFormResponseSchema,
} as const);

export type FormOfUser = z.infer<typeof formByFormCdResponseSchema>;
export type ApplicantAnswer = z.infer<typeof applicantAnswerSchema>;
export type MyAnswer = z.infer<typeof myAnswerSchema>;
export type FormListEntry = z.infer<typeof formListEntrySchema>;
