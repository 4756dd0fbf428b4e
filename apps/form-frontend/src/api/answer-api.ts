import type {
  currentAnswerResponseSchema,
  formListQuerySchema,
  formListResponseSchema,
  myAnswersResponseSchema,
  openListedFormResponseSchema,
  saveDraftRequestSchema,
  saveDraftResponseSchema,
  submitAnswerRequestSchema,
  submitAnswerResponseSchema,
  uploadAnswerFilesResponseSchema,
} from "@gakumu/domain/forms/answer-api";
import type { FormFileValue } from "@gakumu/domain/forms/answer-types";
import type { PublicForm } from "@gakumu/domain/forms/public-form";
import type { PostalCandidate } from "@gakumu/domain/postal-codes/postal-address";
import type { PostalCodeLookupResponse } from "@gakumu/domain/postal-codes/postal-code-api";
import type { z } from "zod";
import { type FormRequestOptions, formHttp } from "../http/form-http";
import { FORM_API } from "./form-api";

// The answer calls of packages/domain/src/forms/answer-api.ts (the contract shared with the server).
// Types only are imported from the domain: its schemas carry Zod, which the answer screen's first load
// cannot (issue 5's budget).

const BASE = "/app/form-api/form-answer";

export const ANSWER_API = {
  current: `${BASE}/current`,
  draft: `${BASE}/draft`,
  submit: `${BASE}/submit`,
  upload: `${BASE}/upload`,
  download: `${BASE}/file/download`,
  mine: `${BASE}/mine`,
  formList: "/app/form-api/form-list",
  openListed: "/app/form-api/form-list/open",
  postalCode: "/app/form-api/postal-code",
} as const;

/** The values are what the answer screen holds; the server checks them against the form's items. */
export type SubmitInput = z.input<typeof submitAnswerRequestSchema>;
export type SubmitResult = z.infer<typeof submitAnswerResponseSchema>;
export type FormListQuery = z.infer<typeof formListQuerySchema>;
type DraftInput = z.input<typeof saveDraftRequestSchema>;

export const answerApi = {
  /** The form to answer (the link's form, published only). */
  definition: (options: FormRequestOptions = {}) =>
    formHttp.get<PublicForm>(FORM_API.formDefinition, undefined, { busy: false, notify: false, ...options }),

  // The reads below are quiet: their screens say themselves when they could not load.

  /** The logged-in user's draft, remanded or editable answer; null when there is none. */
  current: async (formId: number) =>
    (
      await formHttp.get<z.infer<typeof currentAnswerResponseSchema>>(
        ANSWER_API.current,
        { formId },
        { busy: false, notify: false },
      )
    )?.answer ?? null,

  /** 一時保存 (logged-in users); spec §7.1's success toast. */
  saveDraft: (input: DraftInput, success: string) =>
    formHttp.put<z.infer<typeof saveDraftResponseSchema>>(ANSWER_API.draft, input, { success }),

  /** 送信: the caller shows a 400's item messages itself, the helper every other failure. */
  submit: (input: SubmitInput) => formHttp.post<SubmitResult>(ANSWER_API.submit, input, { notify: false }),

  async upload(formId: number, itemKey: string, files: File[]): Promise<FormFileValue[]> {
    const answer = await formHttp.upload<z.infer<typeof uploadAnswerFilesResponseSchema>>(
      ANSWER_API.upload,
      { name: "data", value: { formId, itemKey } },
      files,
    );
    return answer.files;
  },

  async download(fileId: string): Promise<Blob> {
    return (await formHttp.download(ANSWER_API.download, { fileId })).blob;
  },

  mine: async () =>
    (
      await formHttp.get<z.infer<typeof myAnswersResponseSchema>>(ANSWER_API.mine, undefined, {
        busy: false,
        notify: false,
      })
    )?.answers ?? [],

  formList: async (query: FormListQuery) =>
    (
      await formHttp.get<z.infer<typeof formListResponseSchema>>(
        ANSWER_API.formList,
        { ...query },
        { busy: false, notify: false },
      )
    )?.forms ?? [],

  openListed: (formId: number) =>
    formHttp.post<z.infer<typeof openListedFormResponseSchema>>(ANSWER_API.openListed, { formId }),

  /** 住所検索 of an ADDRESS item: the address input says itself what it found or that it failed. */
  postalLookup: async (postalCd: string): Promise<readonly PostalCandidate[]> =>
    (
      await formHttp.get<PostalCodeLookupResponse>(
        ANSWER_API.postalCode,
        { postalCd },
        { busy: false, notify: false },
      )
    ).candidates,
};
