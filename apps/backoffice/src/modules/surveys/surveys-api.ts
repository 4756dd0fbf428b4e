import {
  type CreateSurveyBodyInput,
  type FormFileValue,
  type MemberCandidate,
  type PushTargetInput,
  SURVEY_ANSWER_API,
  SURVEY_BASE,
  type SurveyAnswerPage,
  type SurveyAnswerView,
  type SurveyCreated,
  type SurveyDetail,
  type SurveyPage,
  type TargetOptions,
} from "@gakumu/domain";
import { http } from "../../app/http";
import type { TargetSource } from "../push-notifications/TargetPicker";

// The survey screens' calls (server: modules/surveys/surveys.routes.ts). アンケート作成 reads its list
// under the base, アンケート結果 under …/results (each behind its own menu).

export type SurveyScreen = "build" | "results";

export const surveyKeys = {
  all: ["surveys"] as const,
  options: ["surveys", "options"] as const,
  list: (screen: SurveyScreen, page: number) => ["surveys", screen, "list", page] as const,
  detail: (id: number) => ["surveys", "results", "detail", id] as const,
  answers: (id: number, page: number) => ["surveys", "results", "answers", id, page] as const,
};

export const surveyTargetSource: TargetSource = {
  key: "surveys",
  count: (target: PushTargetInput, signal?: AbortSignal) =>
    http.post<{ count: number }>(`${SURVEY_BASE}/target-count`, { target }, { signal, busy: false }),
  candidates: (keyword: string, signal?: AbortSignal) =>
    http.get<{ items: MemberCandidate[] }>(
      `${SURVEY_BASE}/member-candidates`,
      { keyword },
      { signal, busy: false },
    ),
};

export const surveysApi = {
  options: (signal?: AbortSignal) =>
    http.get<TargetOptions>(`${SURVEY_BASE}/target-options`, undefined, { signal }),
  create: (body: CreateSurveyBodyInput) => http.post<SurveyCreated>(SURVEY_BASE, body),
  list: (screen: SurveyScreen, page: number, signal?: AbortSignal) =>
    http.get<SurveyPage>(screen === "build" ? SURVEY_BASE : `${SURVEY_BASE}/results`, { page }, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<SurveyDetail>(`${SURVEY_BASE}/results/${id}`, undefined, { signal }),
  answers: (id: number, page: number, signal?: AbortSignal) =>
    http.get<SurveyAnswerPage>(`${SURVEY_BASE}/results/${id}/answers`, { page }, { signal }),
  remind: (id: number) => http.post<SurveyCreated>(`${SURVEY_BASE}/${id}/resend`, { resendType: 3 }),
  /** Cancels a reservation the delivery engine has not started (409 once it has). */
  cancel: (id: number) => http.post<SurveyDetail>(`${SURVEY_BASE}/${id}/cancel`),
};

// The public /survey-answer page's calls: never enriched with a staff session (the key is the permission).
const asVisitor = { enrich: false } as const;
export const surveyAnswerApi = {
  open: (key: string) => http.post<SurveyAnswerView>(`${SURVEY_ANSWER_API}/open`, { key }, asVisitor),
  answer: (key: string, answers: Record<string, unknown>) =>
    http.post<SurveyAnswerView>(SURVEY_ANSWER_API, { key, answers }, asVisitor),
  /** A FILE_UPLOAD question's file, sent before the answer that names it. */
  upload: (key: string, questionKey: string, file: File) => {
    const form = new FormData();
    form.append("key", key);
    form.append("questionKey", questionKey);
    form.append("files", file, file.name);
    return http.upload<FormFileValue>(`${SURVEY_ANSWER_API}/files`, form, undefined, asVisitor);
  },
};
