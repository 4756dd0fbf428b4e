import crypto from "node:crypto";
import type {} from "@fastify/cookie";
import { and, eq, lt, ne } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { hashToken } from "../../platform/sessions/session.service";
import { formUser, formUserSession } from "./form-users.tables";

// Form users' sessions, apart from the back office's: their own cookie, table and lifetimes. An
// applicant filling in a long form may pause for a while, so the idle limit is longer than the back
// office's default; a session still ends a day after login however active.

export const FORM_SESSION_COOKIE = "gakumu_form_session";
export const FORM_SESSION_IDLE_MINUTES = 120;
export const FORM_SESSION_MAX_HOURS = 24;
/** last_seen_at moves at most once a minute, so a read does not become a write every time. */
const TOUCH_EVERY_MS = 60_000;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : undefined };
}

export interface FormUserScope {
  tenantId: number;
  organizationId: number;
}

/** A new session for the user; returns the cookie token (only its hash is stored). */
export async function createFormUserSession(
  db: Db,
  user: FormUserScope & { formUserId: number },
  client: ClientInfo,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(formUserSession).values({
    tokenHash: hashToken(token),
    tenantId: user.tenantId,
    organizationId: user.organizationId,
    formUserId: user.formUserId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + FORM_SESSION_MAX_HOURS * 3_600_000),
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 500),
  });
  // Sessions past their lifetime go whenever someone logs in; idle ones go at their next use.
  await db.delete(formUserSession).where(lt(formUserSession.expiresAt, now));
  await db.update(formUser).set({ lastLoginAt: now }).where(eq(formUser.id, user.formUserId));
  return token;
}

export async function destroyFormUserSession(db: Db, token: string): Promise<void> {
  await db.delete(formUserSession).where(eq(formUserSession.tokenHash, hashToken(token)));
}

/** Every session of the user (a password reset), or every one but the caller's own. */
export async function destroyFormUserSessions(db: Db, formUserId: number, keepToken?: string): Promise<void> {
  const ofUser = eq(formUserSession.formUserId, formUserId);
  await db
    .delete(formUserSession)
    .where(keepToken ? and(ofUser, ne(formUserSession.tokenHash, hashToken(keepToken))) : ofUser);
}

export interface ActiveFormUserSession extends FormUserScope {
  tokenHash: string;
  formUserId: number;
  /** The account was deleted while this session lived (spec §8.1 FORM_USER_NOT_FOUND). */
  userDeleted: boolean;
}

export type FormUserSessionLookup =
  | { status: "active"; session: ActiveFormUserSession }
  | { status: "missing" | "expired" };

/** The session behind a cookie token; an idle or outlived one is deleted and reported as expired. */
export async function findFormUserSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<FormUserSessionLookup> {
  if (!token) return { status: "missing" };
  const [row] = await db
    .select({
      tokenHash: formUserSession.tokenHash,
      tenantId: formUserSession.tenantId,
      organizationId: formUserSession.organizationId,
      formUserId: formUserSession.formUserId,
      lastSeenAt: formUserSession.lastSeenAt,
      expiresAt: formUserSession.expiresAt,
      deletedAt: formUser.deletedAt,
    })
    .from(formUserSession)
    .innerJoin(formUser, eq(formUser.id, formUserSession.formUserId))
    .where(eq(formUserSession.tokenHash, hashToken(token)));
  if (!row) return { status: "missing" };
  const idleLimit = row.lastSeenAt.getTime() + FORM_SESSION_IDLE_MINUTES * 60_000;
  if (row.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime()) {
    await db.delete(formUserSession).where(eq(formUserSession.tokenHash, row.tokenHash));
    return { status: "expired" };
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(formUserSession)
      .set({ lastSeenAt: now })
      .where(eq(formUserSession.tokenHash, row.tokenHash));
  }
  const { deletedAt, lastSeenAt: _seen, expiresAt: _expires, ...session } = row;
  return { status: "active", session: { ...session, userDeleted: deletedAt !== null } };
}

/** HttpOnly, SameSite=Lax, Secure behind https; only the API paths under /app/ ever see it. */
export function setFormSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(FORM_SESSION_COOKIE, token, {
    path: "/app/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
}

export function clearFormSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(FORM_SESSION_COOKIE, { path: "/app/" });
}

export function formSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[FORM_SESSION_COOKIE];
}
