import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError, ValidationError } from "../errors/app-error";
import { createSession, destroySession, findSession, hashToken } from "../sessions/session.service";
import { organizationParameter, tenant } from "../tenancy/tenancy.tables";
import {
  ATTEMPT_OUTCOME,
  completeAwaitingAttempt,
  isThrottled,
  LOGIN_ID_LIMIT,
  loginIdSubject,
  recordAttempt,
} from "./login-attempts";
import { loginUser } from "./login-user.tables";
import { generatePassword, hashPassword, verifyPassword } from "./password";
import type { SecretBox } from "./secret-box";
import { newTotpSecret, totpSetupUri, verifyTotp } from "./totp";

export interface LoginDeps {
  db: Db;
  secretBox: SecretBox;
  defaultTenantCd: string | undefined;
  sessionMaxHours: number;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** A hash of a random password: checking an unknown id costs what a real check costs, so timing says nothing. */
let dummyHash: Promise<string> | null = null;
const unknownUserHash = () => {
  dummyHash ??= hashPassword(generatePassword());
  return dummyHash;
};

/**
 * The tenant a login belongs to: the one named in the request, else DEFAULT_TENANT, else the only
 * tenant there is. Several tenants and no name → the login cannot be placed.
 */
export async function resolveLoginTenant(deps: LoginDeps, tenantCd: string | undefined) {
  const code = tenantCd ?? deps.defaultTenantCd;
  if (code) {
    const [row] = await deps.db.select().from(tenant).where(eq(tenant.tenantCd, code));
    return row ?? null;
  }
  const rows = await deps.db.select().from(tenant).limit(2);
  return rows.length === 1 ? rows[0]! : null;
}

async function twoStepRequired(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ value: organizationParameter.value })
    .from(organizationParameter)
    .where(
      and(
        eq(organizationParameter.organizationId, organizationId),
        eq(organizationParameter.parameterCategory, "SECURITY"),
        eq(organizationParameter.parameterType, "TWO_STEP_REQUIRED"),
      ),
    );
  return row?.value === "1";
}

export interface PasswordStepResult {
  token: string;
  twoStepType: 0 | 1;
  /** otpauth:// URI when the user must set up an authenticator app now. */
  url: string | null;
}

/** First step: id + password. Always answers the same way for an unknown id and a wrong password. */
export async function loginWithPassword(
  deps: LoginDeps,
  input: { tenantCd?: string; displayUserId: string; password: string },
  client: ClientInfo,
): Promise<PasswordStepResult> {
  const { db } = deps;
  const t = await resolveLoginTenant(deps, input.tenantCd);
  const key = { tenantId: t?.id ?? null, displayUserId: input.displayUserId, ip: client.ip };
  if (await isThrottled(db, key)) throw new AppError("LOGIN_LOCKED");
  // Counted before the check, so guesses sent all at once cannot all be checked.
  const slot = await LOGIN_ID_LIMIT.reserve(db, loginIdSubject(key));
  if (!slot) throw new AppError("LOGIN_LOCKED");

  const [user] = t
    ? await db
        .select()
        .from(loginUser)
        .where(and(eq(loginUser.tenantId, t.id), eq(loginUser.displayUserId, input.displayUserId)))
    : [];
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await unknownUserHash()));
  const locked = !!user?.lockedUntil && user.lockedUntil.getTime() > Date.now();
  const ok = !!user && passwordOk && !locked;
  const attempt = { ...key, loginUserId: user?.id ?? null, step: "password" as const, ...client };
  if (!user || !ok) {
    await recordAttempt(db, { ...attempt, outcome: ATTEMPT_OUTCOME.FAILED });
    throw new AppError(locked && passwordOk ? "LOGIN_LOCKED" : "LOGIN_FAILED");
  }
  // The right password is no failure: its slot goes back, as its history row counts for nothing.
  await slot.release();

  const needsTotp = user.totpEnabled || (await twoStepRequired(db, user.organizationId));
  // With a code still to come this is no login yet: the code step completes this row (login-attempts.ts).
  const attemptId = await recordAttempt(db, {
    ...attempt,
    outcome: needsTotp ? ATTEMPT_OUTCOME.AWAITING_CODE : ATTEMPT_OUTCOME.LOGGED_IN,
  });
  let url: string | null = null;
  if (needsTotp && !user.totpEnabled) {
    // Not set up yet: a fresh secret, kept sealed and pending until the first code proves the app has it.
    const secret = newTotpSecret();
    await db
      .update(loginUser)
      .set({ totpSecretEncrypted: deps.secretBox.seal(secret) })
      .where(eq(loginUser.id, user.id));
    url = totpSetupUri(secret, `${t!.tenantCd}:${user.displayUserId}`);
  }
  const token = await createSession(db, {
    tenantId: user.tenantId,
    loginUserId: user.id,
    organizationId: user.organizationId,
    processMode: 0,
    stage: needsTotp ? "totp" : "active",
    maxHours: deps.sessionMaxHours,
    passwordAttemptId: needsTotp ? attemptId : null,
    ...client,
  });
  if (!needsTotp)
    await db.update(loginUser).set({ lastLoginAt: new Date() }).where(eq(loginUser.id, user.id));
  return { token, twoStepType: needsTotp ? 1 : 0, url };
}

/**
 * Spends the code's time step: one conditional UPDATE, so when the same code arrives from several
 * pending sessions at once only the first to reach the row wins; the others find the step used.
 */
async function claimTimeStep(db: Db, loginUserId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(loginUser)
    .set({ totpEnabled: true, totpLastTimeStep: step, lastLoginAt: new Date() })
    .where(
      and(
        eq(loginUser.id, loginUserId),
        or(isNull(loginUser.totpLastTimeStep), lt(loginUser.totpLastTimeStep, step)),
      ),
    )
    .returning({ id: loginUser.id });
  return claimed.length === 1;
}

/**
 * Second step: the 6-digit code for the session the password step opened. On success the pending
 * session is replaced by a new one (a new token), so a token seen before the code is worth nothing.
 */
export async function loginWithTotp(
  deps: LoginDeps,
  input: { token: string | undefined; displayUserId: string; code: string },
  client: ClientInfo,
): Promise<{ token: string }> {
  const { db } = deps;
  if (!/^\d{6}$/.test(input.code)) {
    throw new ValidationError(undefined, [{ path: "code", message: "6桁の数字を入力してください" }]);
  }
  const lookup = await findSession(db, input.token);
  if (lookup.status !== "totp" || lookup.session.displayUserId !== input.displayUserId) {
    throw new AppError("TWO_STEP_NOT_STARTED");
  }
  const pending = lookup.session;
  const key = { tenantId: pending.tenantId, displayUserId: pending.displayUserId, ip: client.ip };
  if (await isThrottled(db, key)) throw new AppError("LOGIN_LOCKED");
  // A code guess counts against the id like a password guess (its failures lock the id alike).
  const slot = await LOGIN_ID_LIMIT.reserve(db, loginIdSubject(key));
  if (!slot) throw new AppError("LOGIN_LOCKED");

  const [user] = await db.select().from(loginUser).where(eq(loginUser.id, pending.loginUserId));
  const secret = user?.totpSecretEncrypted ? deps.secretBox.open(user.totpSecretEncrypted) : null;
  const step = secret ? await verifyTotp(secret, input.code, user!.totpLastTimeStep) : null;
  const accepted = step !== null && (await claimTimeStep(db, pending.loginUserId, step));
  const attempt = { ...key, loginUserId: pending.loginUserId, step: "totp" as const, ...client };
  if (!accepted) {
    await recordAttempt(db, { ...attempt, outcome: ATTEMPT_OUTCOME.FAILED });
    throw new AppError("TOTP_CODE_INVALID");
  }
  await slot.release();
  // The login is complete: its password attempt becomes the one successful row of the history.
  if (!(await completeAwaitingAttempt(db, hashToken(input.token!)))) {
    await recordAttempt(db, { ...attempt, outcome: ATTEMPT_OUTCOME.LOGGED_IN });
  }

  await destroySession(db, input.token!);
  const token = await createSession(db, {
    tenantId: pending.tenantId,
    loginUserId: pending.loginUserId,
    organizationId: pending.organizationId,
    processMode: pending.processMode,
    stage: "active",
    maxHours: deps.sessionMaxHours,
    ...client,
  });
  return { token };
}
