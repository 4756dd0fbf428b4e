import { SAFETY_ANSWER_API, type SafetyAnswerBodyInput, type SafetyAnswerView } from "@gakumu/domain";
import { http } from "../../app/http";

// The public /safety-answer page's calls: never enriched with a staff session (the key is the
// permission), and without the staff screens' code.
const asVisitor = { enrich: false } as const;

export const safetyAnswerApi = {
  open: (key: string) => http.post<SafetyAnswerView>(`${SAFETY_ANSWER_API}/open`, { key }, asVisitor),
  answer: (key: string, body: SafetyAnswerBodyInput) =>
    http.post<SafetyAnswerView>(SAFETY_ANSWER_API, { key, ...body }, asVisitor),
};
