import { readErrorBody } from "@gakumu/domain/errors/error-body";
import type { FormFileValue } from "@gakumu/domain/forms/answer-types";
import type { SurveyAnswerView } from "@gakumu/domain/surveys/survey-api";
import { MemberHttpError, memberHttp, REQUESTED_BY, SYSTEM_MESSAGE } from "../http/member-http";
import { API } from "./inbox-api";

// The member API's survey calls (contract: packages/domain/src/surveys/survey-api.ts).
// Type-only imports of the domain's schemas: they stay out of the app's bundle.

export const surveyKeys = {
  view: (deliveryId: number) => ["survey", deliveryId] as const,
};

/** Opens the survey of an inbox message; the server records the read. */
export function fetchSurvey(deliveryId: number, signal?: AbortSignal): Promise<SurveyAnswerView> {
  return memberHttp.get<SurveyAnswerView>(`${API}/surveys/${deliveryId}`, { notify: false, signal });
}

export function answerSurvey(
  deliveryId: number,
  answers: Record<string, unknown>,
): Promise<SurveyAnswerView> {
  return memberHttp.put<SurveyAnswerView>(
    `${API}/surveys/${deliveryId}/answer`,
    { answers },
    { notify: false },
  );
}

/** A FILE_UPLOAD question's file, sent before the answer that names it (multipart: questionKey, files). */
export async function uploadSurveyFile(
  deliveryId: number,
  questionKey: string,
  file: File,
): Promise<FormFileValue> {
  const form = new FormData();
  form.append("questionKey", questionKey);
  form.append("files", file, file.name);
  const response = await fetch(`${API}/surveys/${deliveryId}/files`, {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: REQUESTED_BY,
  });
  const text = await response.text();
  if (!response.ok) {
    const body = readErrorBody(text);
    throw new MemberHttpError(
      response.status,
      body?.code,
      response.status >= 500 ? SYSTEM_MESSAGE : (body?.message ?? SYSTEM_MESSAGE),
    );
  }
  return JSON.parse(text) as FormFileValue;
}
