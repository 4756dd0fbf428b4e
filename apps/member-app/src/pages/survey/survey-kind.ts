/** Notification type 3 survey (spec §3.4) is answered on the survey screen. */
export const isSurveyKind = (kind: number) => kind === 3;

/** The public answer page (the back office's /survey-answer) for a mail link's personal key. */
export const surveyAnswerUrl = (key: string) => `/survey-answer?key=${encodeURIComponent(key)}`;
