import {
  answerDetailResponseSchema,
  answerExportRequestSchema,
  answerFilesZipRequestSchema,
  answerListQuerySchema,
  answerListResponseSchema,
  applicantDetailResponseSchema,
  applicantSearchQuerySchema,
  applicantSearchResponseSchema,
  bulkAnswerStatusRequestSchema,
  bulkAnswerStatusResponseSchema,
  changeAnswerStatusRequestSchema,
  formDashboardResponseSchema,
  idSchema,
  staffAnswerContracts,
  staffUpdateAnswerRequestSchema,
} from "@gakumu/domain";
import { z } from "zod";

// Route schemas of the staff side: the shared contract (domain forms/staff-answer-api.ts) plus params.

export const FormIdParams = z.object({ formId: idSchema("フォーム") });
export const AnswerParams = FormIdParams.extend({ answerId: idSchema("回答") });
export const AnswerFileParams = AnswerParams.extend({
  fileId: z.uuid({ error: "ファイルの指定が正しくありません" }),
});
export const FormUserParams = z.object({ formUserId: idSchema("申込者") });

/** A status change answers with the answer as it now is, and whether a remand mail was queued. */
export const StatusChangeResponse =
  staffAnswerContracts["POST /app/api/v2/form/:formId/answers/:answerId/status"];

export {
  answerDetailResponseSchema as AnswerDetailResponse,
  answerExportRequestSchema as AnswerExportBody,
  answerFilesZipRequestSchema as AnswerFilesZipBody,
  answerListQuerySchema as AnswerListQuery,
  answerListResponseSchema as AnswerListResponse,
  applicantDetailResponseSchema as ApplicantDetailResponse,
  applicantSearchQuerySchema as ApplicantSearchQuery,
  applicantSearchResponseSchema as ApplicantSearchResponse,
  bulkAnswerStatusRequestSchema as BulkStatusBody,
  bulkAnswerStatusResponseSchema as BulkStatusResponse,
  changeAnswerStatusRequestSchema as ChangeStatusBody,
  formDashboardResponseSchema as FormDashboardResponse,
  staffUpdateAnswerRequestSchema as CorrectAnswerBody,
};
