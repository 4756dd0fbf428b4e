/** Notification types answered on the safety screen: 2 safety, 6 daily safety (spec §3.4). */
export const isSafetyKind = (kind: number) => kind === 2 || kind === 6;

/** The public answer page (the back office's /safety-answer) for a mail link's personal key. */
export const safetyAnswerUrl = (key: string) => `/safety-answer?key=${encodeURIComponent(key)}`;
