import crypto from "node:crypto";
import type {} from "@fastify/cookie";
import { and, eq, lt, ne } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { hashToken } from "../../platform/sessions/session.service";
import { memberAccount, memberSession } from "./member-accounts.tables";

// Member app sessions, apart from staff and form users: their own cookie and table. A phone keeps the
// app logged in the way people expect of an app, so the idle limit is weeks, not minutes; a session
// still ends 180 days after login however active.

export const MEMBER_SESSION_COOKIE = "gakumu_member";
export const MEMBER_SESSION_IDLE_DAYS = 30;
export const MEMBER_SESSION_MAX_DAYS = 180;
/** last_seen_at (session and account) moves at most once a minute, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;

export interface MemberSessionOwner {
  tenantId: number;
  organizationId: number;
  accountId: number;
  memberId: number;
}

export interface MemberClient {
  ip: string;
  userAgent: string | undefined;
}

export function memberClientOf(request: FastifyRequest): MemberClient {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : undefined };
}

/** A new session; returns the cookie token (only its hash is stored). */
export async function createMemberSession(
  db: Db,
  owner: MemberSessionOwner,
  client: MemberClient,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(memberSession).values({
    tokenHash: hashToken(token),
    tenantId: owner.tenantId,
    organizationId: owner.organizationId,
    memberAccountId: owner.accountId,
    memberId: owner.memberId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + MEMBER_SESSION_MAX_DAYS * DAY_MS),
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 500),
  });
  // Sessions past their lifetime go whenever someone logs in; idle ones go at their next use.
  await db.delete(memberSession).where(lt(memberSession.expiresAt, now));
  await db.update(memberAccount).set({ lastSeenAt: now }).where(eq(memberAccount.id, owner.accountId));
  return token;
}

export async function destroyMemberSession(db: Db, token: string): Promise<void> {
  await db.delete(memberSession).where(eq(memberSession.tokenHash, hashToken(token)));
}

/** Every session of the account (a password set through a mail link or QR), or all but one. */
export async function destroyMemberSessions(
  db: Db,
  accountId: number,
  keepTokenHash?: string,
): Promise<void> {
  const ofAccount = eq(memberSession.memberAccountId, accountId);
  await db
    .delete(memberSession)
    .where(keepTokenHash ? and(ofAccount, ne(memberSession.tokenHash, keepTokenHash)) : ofAccount);
}

export type MemberSessionLookup =
  | { status: "active"; session: MemberSessionOwner & { tokenHash: string } }
  | { status: "missing" | "expired" };

/** The session behind a cookie token; an idle or outlived one is deleted and reported as expired. */
export async function findMemberSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<MemberSessionLookup> {
  if (!token || token.length > 100) return { status: "missing" };
  const [row] = await db
    .select({
      tokenHash: memberSession.tokenHash,
      tenantId: memberSession.tenantId,
      organizationId: memberSession.organizationId,
      accountId: memberSession.memberAccountId,
      memberId: memberSession.memberId,
      lastSeenAt: memberSession.lastSeenAt,
      expiresAt: memberSession.expiresAt,
    })
    .from(memberSession)
    .where(eq(memberSession.tokenHash, hashToken(token)));
  if (!row) return { status: "missing" };
  const idleLimit = row.lastSeenAt.getTime() + MEMBER_SESSION_IDLE_DAYS * DAY_MS;
  if (row.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime()) {
    await db.delete(memberSession).where(eq(memberSession.tokenHash, row.tokenHash));
    return { status: "expired" };
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(memberSession).set({ lastSeenAt: now }).where(eq(memberSession.tokenHash, row.tokenHash));
    // The account's last seen is what staff read on the account list.
    await db.update(memberAccount).set({ lastSeenAt: now }).where(eq(memberAccount.id, row.accountId));
  }
  const { lastSeenAt: _seen, expiresAt: _expires, ...session } = row;
  return { status: "active", session };
}

/** HttpOnly, SameSite=Lax, Secure behind https; only paths under /app/ ever see it. */
export function setMemberSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(MEMBER_SESSION_COOKIE, token, {
    path: "/app/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: MEMBER_SESSION_MAX_DAYS * 86_400,
  });
}

export function clearMemberSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(MEMBER_SESSION_COOKIE, { path: "/app/" });
}

export function memberSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[MEMBER_SESSION_COOKIE];
}
