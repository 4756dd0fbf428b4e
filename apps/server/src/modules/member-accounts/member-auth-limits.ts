import crypto from "node:crypto";
import type { Db } from "../../db/client";
import { RateLimitedError } from "../../platform/errors/app-error";
import { clientNetworkOf } from "../../platform/rate-limit/client-address";
import { createWindowedLimit, type WindowedLimit } from "../../platform/rate-limit/windowed-limit";

// Request limits of the member app's login calls, counted in the database so every process counts
// the same. Per address (network) for every call; per member for the calls that send mail, so nobody
// floods a mailbox or walks through birth dates. A school's wifi puts a class behind one address, so
// the per-address limits leave room for a class logging in together.

export type MemberAuthAction =
  | "login"
  | "qr"
  | "register"
  | "register-member"
  | "reminder"
  | "reminder-member";

const RULES: Record<MemberAuthAction, { max: number; windowMinutes: number }> = {
  login: { max: 200, windowMinutes: 15 },
  qr: { max: 200, windowMinutes: 15 },
  register: { max: 30, windowMinutes: 15 },
  "register-member": { max: 5, windowMinutes: 15 },
  reminder: { max: 30, windowMinutes: 15 },
  "reminder-member": { max: 3, windowMinutes: 15 },
};

export const MEMBER_AUTH_THROTTLED_MESSAGE =
  "短時間に何度もお試しいただいたため、受付を一時的に止めています。15分ほど待ってから再度お試しください。";

export interface MemberAuthLimits {
  /** Counts one request; throws 429 with a Japanese message past the action's limit. */
  take(action: MemberAuthAction, key: string, now?: Date): Promise<void>;
}

export function createMemberAuthLimits(db: Db): MemberAuthLimits {
  const limits = Object.fromEntries(
    Object.entries(RULES).map(([action, rule]) => [
      action,
      createWindowedLimit(db, { name: `member-${action}`, ...rule }),
    ]),
  ) as Record<MemberAuthAction, WindowedLimit>;
  return {
    async take(action, key, now) {
      // A member key (organisation and typed id) is hashed: it fits the column whatever was typed.
      const limited = action.endsWith("-member")
        ? crypto.createHash("sha256").update(key).digest("hex")
        : clientNetworkOf(key);
      if (!(await limits[action].take(limited, now)))
        throw new RateLimitedError(MEMBER_AUTH_THROTTLED_MESSAGE);
    },
  };
}
