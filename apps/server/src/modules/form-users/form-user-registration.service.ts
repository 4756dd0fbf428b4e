import crypto from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { audit } from "../../platform/audit/audit.service";
import { hashPassword } from "../../platform/auth/password";
import { ConflictError, ValidationError } from "../../platform/errors/app-error";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../platform/permissions/pg-errors";
import {
  type FormUserDeps,
  findUserByLoginId,
  formUserActor,
  normalizeMailAddress,
} from "./form-user-queries";
import type { FormUserScope } from "./form-user-session";
import { assertNotThrottled, recordAttempt } from "./form-user-throttle";
import { formUser, formUserVerification } from "./form-users.tables";

// Registration with a mail address (spec §4 "Registration"): the address and a password are sent,
// a 6-digit code is mailed, and the code turns the pending registration into an account.

export const VERIFICATION_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

const codeDigest = (salt: string, code: string) =>
  crypto.createHash("sha256").update(`${salt}:${code}`).digest("hex");

const codeError = (message: string) => new ValidationError(message, [{ path: "verificationCode", message }]);

export const CODE_MESSAGES = {
  wrong: "認証コードが正しくありません。メールに記載の6桁の数字を入力してください。",
  expired: "認証コードの有効期限が切れています。もう一度メールアドレスの確認からやり直してください。",
  used: "この認証コードは既に使用されています。ログインしてください。",
  tooManyAttempts:
    "認証コードの入力回数が上限に達しました。もう一度メールアドレスの確認からやり直してください。",
  none: "認証コードが正しくないか、有効期限が切れています。もう一度メールアドレスの確認からやり直してください。",
} as const;

/**
 * Mails a code to the address and keeps the registration pending. An address that already has an
 * account gets a mail saying so instead; the caller's answer is the same either way, and the password
 * is hashed either way so the time taken does not tell them apart.
 */
export async function confirmMailAddress(
  deps: FormUserDeps,
  scope: FormUserScope,
  input: { loginId: string; password: string },
  ip: string,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const mailAddress = normalizeMailAddress(input.loginId);
  const key = { action: "confirm-mail" as const, scope, mailAddress, ip };
  await assertNotThrottled(db, key, now);
  await recordAttempt(db, { ...key, succeeded: true }, now);
  const pendingPasswordHash = await hashPassword(input.password);

  if (await findUserByLoginId(db, scope, mailAddress)) {
    await deps.mailer.send({
      ...scope,
      to: mailAddress,
      template: "form-user-registered",
      params: { mailAddress },
    });
    return;
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  const salt = crypto.randomBytes(12).toString("base64url");
  await db.transaction(async (tx) => {
    // A new code replaces any earlier one for the address: only the latest mail works.
    await tx
      .update(formUserVerification)
      .set({ expiresAt: now })
      .where(
        and(
          eq(formUserVerification.organizationId, scope.organizationId),
          eq(formUserVerification.mailAddress, mailAddress),
          isNull(formUserVerification.usedAt),
        ),
      );
    await tx
      .delete(formUserVerification)
      .where(lt(formUserVerification.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
    await tx.insert(formUserVerification).values({
      ...scope,
      mailAddress,
      codeSalt: salt,
      codeHash: codeDigest(salt, code),
      pendingPasswordHash,
      expiresAt: new Date(now.getTime() + VERIFICATION_MINUTES * 60_000),
      createdAt: now,
    });
  });
  // After the commit, so the mail job starts at once; should queuing fail, asking again sends a new code.
  await deps.mailer.send({
    ...scope,
    to: mailAddress,
    template: "verification-code",
    params: { code, minutesValid: VERIFICATION_MINUTES },
  });
}

/**
 * Checks the code against the address's latest pending registration and creates the account. Every
 * guess counts against the registration (5 at most); a spent, expired or exhausted one says so.
 */
export async function signUp(
  deps: FormUserDeps,
  scope: FormUserScope,
  input: { loginId: string; verificationCode: string },
  ip: string,
  now = new Date(),
) {
  const { db } = deps;
  const mailAddress = normalizeMailAddress(input.loginId);
  const [pending] = await db
    .select()
    .from(formUserVerification)
    .where(
      and(
        eq(formUserVerification.tenantId, scope.tenantId),
        eq(formUserVerification.organizationId, scope.organizationId),
        eq(formUserVerification.mailAddress, mailAddress),
      ),
    )
    .orderBy(desc(formUserVerification.createdAt), desc(formUserVerification.id))
    .limit(1);
  if (!pending) throw codeError(CODE_MESSAGES.none);
  if (pending.usedAt) throw codeError(CODE_MESSAGES.used);
  if (pending.expiresAt <= now) throw codeError(CODE_MESSAGES.expired);

  // Every guess, right or wrong, first takes one of the registration's attempts in a single
  // conditional UPDATE: simultaneous guesses cannot all read a low count and pass, and the counter
  // never goes past the limit.
  const [counted] = await db
    .update(formUserVerification)
    .set({ attempts: sql`${formUserVerification.attempts} + 1` })
    .where(and(eq(formUserVerification.id, pending.id), lt(formUserVerification.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: formUserVerification.attempts });
  if (!counted) throw codeError(CODE_MESSAGES.tooManyAttempts);

  const given = Buffer.from(codeDigest(pending.codeSalt, input.verificationCode.trim()));
  if (!crypto.timingSafeEqual(given, Buffer.from(pending.codeHash))) {
    throw codeError(
      counted.attempts >= MAX_CODE_ATTEMPTS ? CODE_MESSAGES.tooManyAttempts : CODE_MESSAGES.wrong,
    );
  }

  try {
    return await db.transaction(async (tx) => {
      const spent = await tx
        .update(formUserVerification)
        .set({ usedAt: now })
        .where(and(eq(formUserVerification.id, pending.id), isNull(formUserVerification.usedAt)))
        .returning({ id: formUserVerification.id });
      if (spent.length === 0) throw codeError(CODE_MESSAGES.used);
      const [created] = await tx
        .insert(formUser)
        .values({ ...scope, loginId: mailAddress, passwordHash: pending.pendingPasswordHash })
        .returning();
      await audit.record(tx, formUserActor(created!, ip), {
        action: "form-user.sign-up",
        summary: `フォーム利用者 ${mailAddress} がメールアドレスで登録しました`,
        targetType: "form_user",
        targetId: created!.id,
      });
      return created!;
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      throw new ConflictError("このメールアドレスは既に登録されています。ログインしてください。");
    }
    throw error;
  }
}
