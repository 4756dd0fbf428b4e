import { generatePassword, hashPassword, verifyPassword } from "../../platform/auth/password";
import { AppError } from "../../platform/errors/app-error";
import {
  type FormUserDeps,
  type FormUserRow,
  findUserByLoginId,
  normalizeMailAddress,
} from "./form-user-queries";
import type { FormUserScope } from "./form-user-session";
import { assertNotThrottled, recordAttempt, SIGN_IN_GUESS_LIMIT, signInSubject } from "./form-user-throttle";

/** One message for an unknown address and a wrong password, so neither is revealed. */
export const SIGN_IN_FAILED_MESSAGE = "メールアドレスまたはパスワードが正しくありません。";

/** A hash of a random password: checking an unknown address costs what a real check costs. */
let dummyHash: Promise<string> | null = null;
const unknownUserHash = () => {
  dummyHash ??= hashPassword(generatePassword());
  return dummyHash;
};

/**
 * POST /app/form-login/id-pass/sign-in: the organisation's account with this mail address and
 * password. Failures are counted per address and per IP; past the limit every try waits (LOGIN_LOCKED).
 */
export async function signIn(
  deps: FormUserDeps,
  scope: FormUserScope,
  input: { loginId: string; password: string },
  ip: string,
  now = new Date(),
): Promise<FormUserRow> {
  const { db } = deps;
  const mailAddress = normalizeMailAddress(input.loginId);
  const key = { action: "sign-in" as const, scope, mailAddress, ip };
  await assertNotThrottled(db, key, now);
  const slot = await SIGN_IN_GUESS_LIMIT.reserve(db, signInSubject(scope, mailAddress), now);
  if (!slot) throw new AppError("LOGIN_LOCKED");
  const user = await findUserByLoginId(db, scope, mailAddress);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await unknownUserHash()));
  const ok = user !== null && user.passwordHash !== null && passwordOk;
  await recordAttempt(db, { ...key, succeeded: ok }, now);
  if (!ok) throw new AppError("LOGIN_FAILED", SIGN_IN_FAILED_MESSAGE);
  await slot.release();
  return user;
}
