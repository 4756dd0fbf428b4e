// The domain's answer checking (evaluateAnswers, formatAnswerValue) with its messages in the screen's
// language. It carries Zod, so the answer screen loads it in the background instead of with its first
// load (issue 5's budget); the confirmation and answered screens are lazy chunks of their own anyway.

export type AnswerChecks = typeof import("@gakumu/domain/forms/answer-schema") &
  typeof import("@gakumu/domain/forms/answer-format");

let loading: Promise<AnswerChecks> | null = null;

export function loadAnswerChecks(): Promise<AnswerChecks> {
  loading ??= Promise.all([
    import("../../i18n/domain-locale"),
    import("@gakumu/domain/forms/answer-schema"),
    import("@gakumu/domain/forms/answer-format"),
  ]).then(([, schema, format]) => ({ ...schema, ...format }));
  // A failed chunk may be fetched again on the next attempt.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
