import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginUser } from "../auth/login-user.tables";
import { authorityColumns, toCallerAuthority } from "../permissions/caller-authority";
import { organization, organizationParameter, tenant } from "../tenancy/tenancy.tables";
import { loginSession } from "./sessions.tables";

export type SessionStage = "totp" | "active";

const DEFAULT_IDLE_MINUTES = 30;
/** Writing last_seen on every request would make each read a write; a minute's precision is enough. */
const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export interface NewSession {
  tenantId: number;
  loginUserId: number;
  organizationId: number;
  processMode: number;
  stage: SessionStage;
  ip: string;
  userAgent: string | undefined;
  maxHours: number;
  /** A session waiting for its TOTP code: the password step's login_attempt row. */
  passwordAttemptId?: number | null;
}

/** Creates a session and returns the cookie token (shown once; only its hash is stored). */
export async function createSession(db: Db, input: NewSession): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.insert(loginSession).values({
    tokenHash: hashToken(token),
    tenantId: input.tenantId,
    loginUserId: input.loginUserId,
    organizationId: input.organizationId,
    processMode: input.processMode,
    stage: input.stage,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500),
    expiresAt: new Date(now + input.maxHours * 3_600_000),
    passwordAttemptId: input.passwordAttemptId ?? null,
  });
  return token;
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(loginSession).where(eq(loginSession.tokenHash, hashToken(token)));
}

export async function destroyUserSessions(db: Db, loginUserId: number): Promise<void> {
  await db.delete(loginSession).where(eq(loginSession.loginUserId, loginUserId));
}

export type ResolvedSession = NonNullable<Awaited<ReturnType<typeof loadSession>>>;

/** The session with everything the request context needs, in one query. */
async function loadSession(db: Db, tokenHash: string) {
  const row = await loadSessionRow(db, tokenHash);
  if (!row) return null;
  const { menuAuthorities, referenceAuthority, ...session } = row;
  return { ...session, authority: toCallerAuthority(menuAuthorities, referenceAuthority) };
}

async function loadSessionRow(db: Db, tokenHash: string) {
  const idleParameter = db
    .select({ value: organizationParameter.value })
    .from(organizationParameter)
    .where(
      and(
        eq(organizationParameter.organizationId, loginSession.organizationId),
        eq(organizationParameter.parameterCategory, "SESSION"),
        eq(organizationParameter.parameterType, "IDLE_TIMEOUT_MINUTES"),
      ),
    )
    .limit(1);
  const [row] = await db
    .select({
      tokenHash: loginSession.tokenHash,
      stage: loginSession.stage,
      tenantId: loginSession.tenantId,
      tenantCd: tenant.tenantCd,
      loginUserId: loginSession.loginUserId,
      displayUserId: loginUser.displayUserId,
      passwordChangeRequired: loginUser.passwordChangeRequired,
      organizationId: loginSession.organizationId,
      systemCd: organization.systemCd,
      organizationCd: organization.organizationCd,
      processMode: loginSession.processMode,
      lastSeenAt: loginSession.lastSeenAt,
      expiresAt: loginSession.expiresAt,
      idleMinutes: sql<string | null>`(${idleParameter})`,
      // Allowed address ranges of the organisation, in the same round trip (this runs on every request).
      ipRanges: sql<
        string[] | null
      >`(select array_agg(r.cidr) from organization_ip_range r where r.organization_id = ${loginSession.organizationId})`,
      // The caller's menu and reference authority, for the gate and every use case behind it.
      ...authorityColumns(db, {
        tenantId: loginSession.tenantId,
        organizationId: loginSession.organizationId,
        processMode: loginSession.processMode,
        loginUserId: loginSession.loginUserId,
      }),
    })
    .from(loginSession)
    .innerJoin(tenant, eq(tenant.id, loginSession.tenantId))
    .innerJoin(loginUser, eq(loginUser.id, loginSession.loginUserId))
    .innerJoin(organization, eq(organization.id, loginSession.organizationId))
    .where(eq(loginSession.tokenHash, tokenHash));
  return row ?? null;
}

export function idleMinutesOf(session: { idleMinutes: string | null }): number {
  const parsed = Number.parseInt(session.idleMinutes ?? "", 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_IDLE_MINUTES;
}

export type SessionLookup =
  | { status: "active" | "totp"; session: ResolvedSession }
  | { status: "missing" | "expired" };

/**
 * Finds the session behind a cookie token. An idle or past-lifetime session is deleted and reported
 * as expired; an active one has its last-seen time moved (at most once a minute).
 */
export async function findSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<SessionLookup> {
  if (!token) return { status: "missing" };
  const session = await loadSession(db, hashToken(token));
  if (!session) return { status: "missing" };
  const idleLimit = session.lastSeenAt.getTime() + idleMinutesOf(session) * 60_000;
  if (session.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime()) {
    await db.delete(loginSession).where(eq(loginSession.tokenHash, session.tokenHash));
    return { status: "expired" };
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(loginSession)
      .set({ lastSeenAt: now })
      .where(eq(loginSession.tokenHash, session.tokenHash));
  }
  return { status: session.stage === "active" ? "active" : "totp", session };
}

/** Moves a session to another organisation or process mode of the same user. */
export async function switchSessionScope(
  db: Db,
  token: string,
  scope: { organizationId: number; processMode: number },
): Promise<void> {
  await db
    .update(loginSession)
    .set(scope)
    .where(eq(loginSession.tokenHash, hashToken(token)));
}
