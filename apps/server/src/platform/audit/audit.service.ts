import type { Db } from "../../db/client";
import { auditLog } from "./audit.tables";
import { redactForAudit } from "./redact";

/**
 * Who acted. A RequestContext is one as it stands; the CLI and platform jobs use systemActor().
 */
export interface AuditActor {
  tenantId: number;
  organizationId: number | null;
  loginUserId: number | null;
  displayUserId: string;
  ip?: string | null;
}

export interface AuditEntry {
  /** "POST /app/api/members/:id" for a route, or a service's own verb ("member.import"). */
  action: string;
  /** One Japanese sentence for the log screen: 「会員 S2026000001 を更新しました」. */
  summary: string;
  targetType?: string | null;
  targetId?: string | number | null;
  /** Redacted and shortened before storing (see redactForAudit); pass only what tells the change. */
  before?: unknown;
  after?: unknown;
  statusCode?: number | null;
  /** The HTTP request behind the change, when there was one. */
  request?: { id?: string | null; userAgent?: string | null } | null;
}

/** For work no person started in a request: the CLI, schedules, jobs acting on their own. */
export function systemActor(
  tenantId: number,
  displayUserId = "system",
  organizationId: number | null = null,
): AuditActor {
  return { tenantId, organizationId, loginUserId: null, displayUserId };
}

// Column widths of audit_log; a longer value is cut rather than failing the change it records.
const clip = (value: string | null | undefined, max: number): string | null =>
  value == null ? null : Array.from(value).slice(0, max).join("");

export function auditRow(actor: AuditActor, entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    tenantId: actor.tenantId,
    organizationId: actor.organizationId,
    loginUserId: actor.loginUserId,
    actorDisplayId: clip(actor.displayUserId, 64) ?? "system",
    action: clip(entry.action, 200) ?? "",
    targetType: clip(entry.targetType, 64),
    targetId: clip(entry.targetId == null ? null : String(entry.targetId), 100),
    summary: clip(entry.summary, 1000) ?? "",
    before: entry.before === undefined ? null : redactForAudit(entry.before),
    after: entry.after === undefined ? null : redactForAudit(entry.after),
    statusCode: entry.statusCode ?? null,
    ip: clip(actor.ip, 64),
    userAgent: clip(entry.request?.userAgent, 300),
    requestId: clip(entry.request?.id, 64),
  };
}

/**
 * Writes one audit row. Pass the transaction that makes the change, so the row commits with it (and
 * disappears with it on a rollback): the trail never claims a change that did not happen.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(actor, entry));
}

/** `audit.record(tx, ctx, { … })` from any service. */
export const audit = { record: recordAudit, systemActor };
