import type { Db } from "../../../db/client";
import { RateLimitedError } from "../../../platform/errors/app-error";
import { clientNetworkOf } from "../../../platform/rate-limit/client-address";
import { createWindowedLimit } from "../../../platform/rate-limit/windowed-limit";

// Answers sent and drafts saved, per form and client address (an IPv6 client by its /64). Without
// login anybody holding a link can send, and one address once sent 74,017 answers in 30 seconds.
//
// Why 3,000 per 10 minutes: a school sends its students the link in homeroom, and all of them sit
// behind the school's one NAT address. A large Japanese high school has 1,000 students or so; if
// every one of them saves a draft, sends, and corrects the answer once within the same ten minutes,
// that is 3,000, and real classes spread out more than that. An abuser is held to 5 a second per
// form on average, instead of thousands.
//
// Cost: one INSERT … ON CONFLICT DO UPDATE per request. Behind a NAT all those requests bump one row,
// but a school's few per second wait on nobody; a flood from one address is refused in memory once
// it is over (windowed-limit.ts), so it never turns the row into a queue for everyone.
export const ANSWER_SEND_LIMIT = { name: "answer-send", max: 3_000, windowMinutes: 10 };

const limitedMessage = "短時間に送信が集中しています。しばらく待ってからもう一度送信してください。";

/** Counts one sending or draft of the form from the address; 429 once the address is over. */
export type AnswerSendLimit = (formId: number, ip: string) => Promise<void>;

export function createAnswerSendLimit(db: Db): AnswerSendLimit {
  const limit = createWindowedLimit(db, ANSWER_SEND_LIMIT);
  return async (formId, ip) => {
    if (!(await limit.take(`${formId}:${clientNetworkOf(ip)}`))) throw new RateLimitedError(limitedMessage);
  };
}
