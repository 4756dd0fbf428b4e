import crypto from "node:crypto";
import { FORM_FRONTEND_BASE_PATH } from "@gakumu/domain";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { audit } from "../../platform/audit/audit.service";
import { NotFoundError } from "../../platform/errors/app-error";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../platform/permissions/pg-errors";
import { hashToken } from "../../platform/sessions/session.service";
import type { ResolvedAccessKey } from "../forms/access-key-resolve";
import { type FormUserDeps, type FormUserRow, formUserActor } from "./form-user-queries";
import { type ClientInfo, createFormUserSession, type FormUserScope } from "./form-user-session";
import { formUser, formUserLineLogin } from "./form-users.tables";
import { findLineChannel } from "./line-channel";
import { authorizationRequest, exchangeCode, type LineIdentity, lineConfiguration } from "./line-oidc";

// LINE Login (spec §1 "messaging-service sign-in", §2.2 login modal) as an OpenID Connect
// authorisation code flow: the URL call prepares state, nonce and PKCE and binds them to the browser
// with a cookie; the callback checks them, signs the person in (or registers them, linked by LINE's
// `sub`) and sends the browser back into the form frontend.

export type LineMode = "sign-in" | "sign-up";
export const LINE_LOGIN_MINUTES = 10;

export const LINE_MESSAGES = {
  expired: "LINEログインの有効期限が切れました。もう一度お試しください。",
  cancelled: "LINEログインがキャンセルされました。",
  failed: "LINEログインに失敗しました。しばらくしてから再度お試しください。",
} as const;

export interface LineStart {
  url: string;
  /** The value of the short-lived cookie that binds the callback to this browser. */
  cookieToken: string;
}

/** Prepares a LINE login for the access key's organisation; null when it has no LINE channel. */
export async function startLineLogin(
  deps: FormUserDeps,
  input: {
    access: ResolvedAccessKey;
    rawAccessKey: string;
    mode: LineMode;
    formId: number | undefined;
    redirectUri: string;
  },
  now = new Date(),
): Promise<LineStart | null> {
  const { db } = deps;
  const scope = {
    tenantId: input.access.organization.tenantId,
    organizationId: input.access.organization.id,
  };
  if (input.formId !== undefined && input.formId !== input.access.form.id) {
    throw new NotFoundError("フォームが見つかりません。");
  }
  const channel = await findLineChannel(db, deps.secretBox, scope);
  if (!channel) return null;
  let request: Awaited<ReturnType<typeof authorizationRequest>>;
  try {
    const config = await lineConfiguration(channel);
    request = await authorizationRequest(config, input.redirectUri, { consent: input.mode === "sign-up" });
  } catch (cause) {
    // A 500: the channel is set but LINE (or the configured issuer) cannot be reached or read.
    throw new Error(`LINE login could not start for organisation ${scope.organizationId}`, { cause });
  }
  const cookieToken = crypto.randomBytes(32).toString("base64url");
  await db.delete(formUserLineLogin).where(lt(formUserLineLogin.expiresAt, now));
  await db.insert(formUserLineLogin).values({
    tokenHash: hashToken(cookieToken),
    ...scope,
    mode: input.mode,
    formId: input.formId ?? null,
    accessKeySealed: deps.secretBox.seal(input.rawAccessKey),
    state: request.state,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    redirectUri: input.redirectUri,
    expiresAt: new Date(now.getTime() + LINE_LOGIN_MINUTES * 60_000),
    createdAt: now,
  });
  return { url: request.url, cookieToken };
}

export interface LineFinish {
  /** Where the browser goes next (a form frontend path, with lineLoginError when it failed). */
  location: string;
  /** The new form-user session's cookie token; null when the login failed. */
  sessionToken: string | null;
  /** What went wrong, for the log. */
  failure?: unknown;
}

const withQuery = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

/** The live account linked to the LINE account, updated with the current display name, or a new one. */
async function linkedUser(db: Db, scope: FormUserScope, who: LineIdentity, ip: string, mode: LineMode) {
  const live = and(
    eq(formUser.tenantId, scope.tenantId),
    eq(formUser.organizationId, scope.organizationId),
    eq(formUser.lineSubject, who.subject),
    isNull(formUser.deletedAt),
  );
  const [updated] = await db
    .update(formUser)
    .set({ lineDisplayName: who.displayName })
    .where(live)
    .returning();
  if (updated) return updated;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(formUser)
        .values({ ...scope, lineSubject: who.subject, lineDisplayName: who.displayName })
        .returning();
      await audit.record(tx, formUserActor(created!, ip), {
        action: `form-user.line-${mode}`,
        summary: `フォーム利用者 ${who.displayName ?? created!.id} がLINEで登録しました`,
        targetType: "form_user",
        targetId: created!.id,
      });
      return created!;
    });
  } catch (error) {
    // Two callbacks of one LINE account at once: the other one registered it; use that account.
    if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
    const [existing] = await db.select().from(formUser).where(live);
    if (!existing) throw error;
    return existing;
  }
}

/**
 * The callback: the cookie's pending login (used once), then LINE's answer. Every failure becomes a
 * redirect with a Japanese message, since the browser arrives here by navigation, not by a call.
 */
export async function finishLineLogin(
  deps: FormUserDeps,
  cookieToken: string | undefined,
  query: Record<string, unknown>,
  client: ClientInfo,
  now = new Date(),
): Promise<LineFinish> {
  const { db } = deps;
  const [pending] = cookieToken
    ? await db
        .delete(formUserLineLogin)
        .where(eq(formUserLineLogin.tokenHash, hashToken(cookieToken)))
        .returning()
    : [];
  if (!pending || pending.expiresAt <= now) {
    return {
      location: withQuery(`${FORM_FRONTEND_BASE_PATH}/mypage`, { lineLoginError: LINE_MESSAGES.expired }),
      sessionToken: null,
    };
  }
  const accessKey = deps.secretBox.open(pending.accessKeySealed);
  const back = pending.formId
    ? `${FORM_FRONTEND_BASE_PATH}/${pending.formId}/answer`
    : `${FORM_FRONTEND_BASE_PATH}/mypage/${encodeURIComponent(accessKey)}`;
  const failed = (message: string, failure?: unknown): LineFinish => ({
    location: withQuery(back, { lineLoginError: message }),
    sessionToken: null,
    failure,
  });
  if (typeof query.error === "string") {
    // The person said no at LINE: nothing went wrong, so nothing is logged.
    if (query.error === "access_denied") return failed(LINE_MESSAGES.cancelled);
    return failed(LINE_MESSAGES.failed, query.error);
  }
  const scope = { tenantId: pending.tenantId, organizationId: pending.organizationId };
  const channel = await findLineChannel(db, deps.secretBox, scope);
  if (!channel) return failed(LINE_MESSAGES.failed, "the LINE channel was removed during the login");

  let who: LineIdentity;
  try {
    const callbackUrl = new URL(pending.redirectUri);
    for (const [name, value] of Object.entries(query)) {
      if (typeof value === "string") callbackUrl.searchParams.set(name, value);
    }
    who = await exchangeCode(await lineConfiguration(channel), callbackUrl, pending);
  } catch (failure) {
    return failed(LINE_MESSAGES.failed, failure);
  }
  const user: FormUserRow = await linkedUser(db, scope, who, client.ip, pending.mode as LineMode);
  const sessionToken = await createFormUserSession(db, { ...scope, formUserId: user.id }, client, now);
  return { location: withQuery(back, { lineLogin: "done" }), sessionToken };
}
