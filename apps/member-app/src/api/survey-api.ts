import type { SurveyAnswerView } from "@gakumu/domain/surveys/survey-api";
import { memberHttp } from "../http/member-http";
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
