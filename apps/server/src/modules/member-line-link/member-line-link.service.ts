import crypto from "node:crypto";
import type { MemberLineState } from "@gakumu/domain/member-line/member-line-api";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { MemberCaller } from "../../platform/access/applicant-access";
import type { SecretBox } from "../../platform/auth/secret-box";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { ValidationError } from "../../platform/errors/app-error";
import { hashToken } from "../../platform/sessions/session.service";
import { findLineChannel } from "../form-users/line-channel";
import {
  authorizationRequest,
  exchangeCode,
  type LineIdentity,
  lineConfiguration,
} from "../form-users/line-oidc";
import { memberLineLinkPending } from "./member-line-link.tables";

// A member links their LINE account from the member app: the organisation's LINE Login (the same
// OpenID Connect flow as the forms' LINE login: state, nonce, PKCE bound to the browser by a cookie)
// gives LINE's user id, which the organisation's official account sends to.

export interface MemberLineDeps {
  db: Db;
  secretBox: SecretBox;
  delivery: DeliveryEngine;
  publicUrl: string;
}

export const MEMBER_LINE_MINUTES = 10;
/** Where the callback sends the browser: the member app's settings page. */
export const MEMBER_SETTINGS_PATH = "/app/member/settings";

export const MEMBER_LINE_MESSAGES = {
  unavailable: "この学校ではLINE連携を利用できません。",
  expired: "LINE連携の有効期限が切れました。もう一度お試しください。",
  cancelled: "LINE連携がキャンセルされました。",
  failed: "LINE連携に失敗しました。しばらくしてから再度お試しください。",
} as const;

const scopeOf = (member: MemberCaller) => ({
  tenantId: member.tenantId,
  organizationId: member.organizationId,
});

export async function memberLineState(deps: MemberLineDeps, member: MemberCaller): Promise<MemberLineState> {
  const channel = await findLineChannel(deps.db, deps.secretBox, scopeOf(member));
  const link = await deps.delivery.lineLink(member.tenantId, member.memberId);
  const messaging = await deps.delivery.lineOrganization(scopeOf(member), { quota: false });
  return {
    available: channel !== null,
    linked: link !== null,
    displayName: link?.displayName ?? null,
    linkedAt: link?.linkedAt.toISOString() ?? null,
    messagingEnabled: messaging.enabled && messaging.configured,
  };
}

/** The LINE Login URL for this member and the cookie value binding the callback to this browser. */
export async function startMemberLineLink(
  deps: MemberLineDeps,
  member: MemberCaller,
  redirectUri: string,
  now = new Date(),
): Promise<{ url: string; cookieToken: string }> {
  const channel = await findLineChannel(deps.db, deps.secretBox, scopeOf(member));
  if (!channel) throw new ValidationError(MEMBER_LINE_MESSAGES.unavailable);
  let request: Awaited<ReturnType<typeof authorizationRequest>>;
  try {
    request = await authorizationRequest(await lineConfiguration(channel), redirectUri, {
      consent: false,
      botPrompt: "aggressive",
    });
  } catch (cause) {
    // A 500: the channel is set but LINE (or the configured issuer) cannot be reached or read.
    throw new Error(`LINE link could not start for organisation ${member.organizationId}`, { cause });
  }
  const cookieToken = crypto.randomBytes(32).toString("base64url");
  await deps.db.delete(memberLineLinkPending).where(lt(memberLineLinkPending.expiresAt, now));
  await deps.db.insert(memberLineLinkPending).values({
    tokenHash: hashToken(cookieToken),
    ...scopeOf(member),
    memberId: member.memberId,
    state: request.state,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    redirectUri,
    expiresAt: new Date(now.getTime() + MEMBER_LINE_MINUTES * 60_000),
  });
  return { url: request.url, cookieToken };
}

const back = (params: Record<string, string>) =>
  `${MEMBER_SETTINGS_PATH}?${new URLSearchParams(params).toString()}`;

/**
 * LINE's callback: the pending link of this browser's cookie (used once), then LINE's answer. Every
 * outcome is a redirect to the settings page, since the browser arrives here by navigation.
 */
export async function finishMemberLineLink(
  deps: MemberLineDeps,
  cookieToken: string | undefined,
  query: Record<string, unknown>,
  now = new Date(),
): Promise<{ location: string; failure?: unknown }> {
  const [pending] = cookieToken
    ? await deps.db
        .delete(memberLineLinkPending)
        .where(eq(memberLineLinkPending.tokenHash, hashToken(cookieToken)))
        .returning()
    : [];
  if (!pending || pending.expiresAt <= now)
    return { location: back({ lineError: MEMBER_LINE_MESSAGES.expired }) };
  const failed = (failure?: unknown, message: string = MEMBER_LINE_MESSAGES.failed) => ({
    location: back({ lineError: message }),
    failure,
  });
  if (typeof query.error === "string")
    return query.error === "access_denied"
      ? { location: back({ lineError: MEMBER_LINE_MESSAGES.cancelled }) }
      : failed(query.error);
  const scope = { tenantId: pending.tenantId, organizationId: pending.organizationId };
  const channel = await findLineChannel(deps.db, deps.secretBox, scope);
  if (!channel) return failed("the LINE Login channel was removed during the link");
  let who: LineIdentity;
  try {
    const callbackUrl = new URL(pending.redirectUri);
    for (const [name, value] of Object.entries(query))
      if (typeof value === "string") callbackUrl.searchParams.set(name, value);
    who = await exchangeCode(await lineConfiguration(channel), callbackUrl, pending);
  } catch (failure) {
    return failed(failure);
  }
  await deps.delivery.saveLineLink(pending.tenantId, pending.memberId, {
    organizationId: pending.organizationId,
    lineUserId: who.subject,
    displayName: who.displayName,
  });
  return { location: back({ line: "linked" }) };
}
