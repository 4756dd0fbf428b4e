import {
  type AnswerDetail,
  type AnswerListResponse,
  type ApplicantDetail,
  type ApplicantSearchResponse,
  type BulkAnswerStatusRequest,
  type BulkAnswerStatusResult,
  type ChangeAnswerStatusRequest,
  type CodeType,
  DEFAULT_PAGE_DISPLAY_COUNT,
  type FormAnswerStatus,
  type FormDashboardResponse,
  type PublicForm,
  type StaffAnswerStatus,
  type StaffUpdateAnswerRequest,
  type StatusChangeResult,
} from "@gakumu/domain";
import { type DownloadedFile, http, type RequestOptions, requestJson } from "../../app/http";

// The staff calls around form answers (contract: packages/domain/src/forms/staff-answer-api.ts; server:
// modules/form-answers/staff). The form's items come from the answer-form call (readable with the
// 回答一覧 permission alone), exactly as applicants answered them (DIVISION choices resolved).

export type AnswerStatusCode = CodeType<typeof FormAnswerStatus>;
/** The statuses staff may set (StaffAnswerStatusSchema): 回答済み, 確定, 差し戻し, 取消. */
export type StaffStatus = StaffAnswerStatus;
export type AnswerSortKey = "receiptNo" | "lastSubmittedAt" | "answerStatus" | "updatedAt";

export const ANSWER_PAGE_SIZE = DEFAULT_PAGE_DISPLAY_COUNT;

/** The list's conditions as the screen keeps them (dates yyyy-MM-dd, "" when not set). */
export interface AnswerFilter {
  statuses: AnswerStatusCode[];
  submittedFrom: string;
  submittedTo: string;
  keyword: string;
}

export interface AnswerListState {
  filter: AnswerFilter;
  sort: AnswerSortKey;
  order: "asc" | "desc";
  page: number;
}

export const emptyAnswerFilter = (): AnswerFilter => ({
  statuses: [],
  submittedFrom: "",
  submittedTo: "",
  keyword: "",
});

export const initialAnswerListState = (): AnswerListState => ({
  filter: emptyAnswerFilter(),
  sort: "receiptNo",
  order: "desc",
  page: 1,
});

/** The filter as query/body fields of the contract (answerListQuerySchema); empty ones left out. */
export function filterParams(filter: AnswerFilter) {
  return {
    status: filter.statuses.length > 0 ? [...filter.statuses].sort().join(",") : undefined,
    submittedFrom: filter.submittedFrom || undefined,
    submittedTo: filter.submittedTo || undefined,
    keyword: filter.keyword.trim() || undefined,
  };
}

export interface ExportRequest {
  filter: AnswerFilter;
  sort: AnswerSortKey;
  order: "asc" | "desc";
  format: "Excel" | "Csv";
  encoding?: "Shift_JIS" | "UTF-8";
  /** Only these answers (the ticked rows); absent: every answer the filter finds. */
  answerIds?: number[];
}

export type BulkStatusResult = BulkAnswerStatusResult;
export type ApplicantPage = ApplicantSearchResponse;

const V2 = "/app/api/v2";
const answersBase = (formId: number) => `${V2}/form/${formId}/answers`;
const answerPath = (formId: number, answerId: number) => `${answersBase(formId)}/${answerId}`;

/** A stored file of an answer: a plain GET the browser may open, download or show as an image. */
export const answerFileUrl = (formId: number, answerId: number, fileId: string) =>
  `${answerPath(formId, answerId)}/files/${encodeURIComponent(fileId)}`;

function downloadBody(request: Omit<ExportRequest, "format">) {
  return {
    ...filterParams(request.filter),
    sort: request.sort,
    order: request.order,
    answerIds: request.answerIds && request.answerIds.length > 0 ? request.answerIds : undefined,
  };
}

export const answersApi = {
  list: (formId: number, state: AnswerListState, signal?: AbortSignal) =>
    requestJson<AnswerListResponse>(
      "GET",
      answersBase(formId),
      {
        ...filterParams(state.filter),
        sort: state.sort,
        order: state.order,
        page: state.page,
        pageSize: ANSWER_PAGE_SIZE,
      },
      { signal },
    ),
  detail: (formId: number, answerId: number) =>
    requestJson<AnswerDetail>("GET", answerPath(formId, answerId)),
  /** The items in form order, as applicants saw them. */
  form: (formId: number) => requestJson<PublicForm>("GET", `${V2}/form/${formId}/answer-form`),
  /** Staff correction (修正); 400 with details per item, 409 for a stale version. */
  update: (formId: number, answerId: number, body: StaffUpdateAnswerRequest, options?: RequestOptions) =>
    requestJson<AnswerDetail | undefined>("PUT", answerPath(formId, answerId), body, options),
  /**
   * A stored file's content for the correction's fields (face photo preview, download). A plain GET
   * with the session cookie, as an <img> would make; a failure only leaves the preview out.
   */
  fileBlob: async (formId: number, answerId: number, fileId: string): Promise<Blob> => {
    const response = await fetch(answerFileUrl(formId, answerId, fileId), { credentials: "include" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.blob();
  },
  changeStatus: (
    formId: number,
    answerId: number,
    body: ChangeAnswerStatusRequest,
    options?: RequestOptions,
  ) => requestJson<StatusChangeResult>("POST", `${answerPath(formId, answerId)}/status`, body, options),
  bulkStatus: (formId: number, body: BulkAnswerStatusRequest) =>
    requestJson<BulkStatusResult>("POST", `${answersBase(formId)}/bulk-status`, body),
  /** Excel/Csv of the answers: the file itself, or for a large one a JSON body naming the job. */
  export: (formId: number, request: ExportRequest, options?: RequestOptions): Promise<DownloadedFile> =>
    http.download(
      `${answersBase(formId)}/export`,
      {
        ...downloadBody(request),
        format: request.format,
        encoding: request.format === "Csv" ? request.encoding : undefined,
      },
      options,
    ),
  /** The attachments as a zip; 404 with the server's message when the answers have no files. */
  filesZip: (
    formId: number,
    request: Omit<ExportRequest, "format">,
    options?: RequestOptions,
  ): Promise<DownloadedFile> =>
    http.download(`${answersBase(formId)}/files-zip`, downloadBody(request), options),

  dashboard: async () => (await requestJson<FormDashboardResponse>("GET", `${V2}/form-dashboard`)).forms,
  applicants: (query: { keyword: string; page: number }, signal?: AbortSignal) =>
    requestJson<ApplicantPage>(
      "GET",
      `${V2}/applicant-information`,
      { keyword: query.keyword || undefined, page: query.page },
      { signal },
    ),
  applicant: (formUserId: number) =>
    requestJson<ApplicantDetail>("GET", `${V2}/applicant-information/${formUserId}`),
};
