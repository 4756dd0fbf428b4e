import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import type { RouteAccess } from "../access/request-context";
import { type AuditEntry, recordAudit } from "./audit.service";
import { auditSummary } from "./audit-summary";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Audit trail of this route: absent = every successful mutation; false = never (click logging,
     * whose own table is the record); true or an object = also a read, such as a personal-data
     * download. `targetType` names what the route's :id param points at ("member").
     */
    audit?: boolean | { targetType?: string };
  }
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function shouldAudit(method: string, config: { audit?: unknown; access?: RouteAccess }): boolean {
  if (config.audit === false) return false;
  if (config.audit) return true;
  if (READ_METHODS.has(method)) return false;
  // A POST search or export declares itself a read; it changes nothing.
  const access = config.access;
  return !(access && "menu" in access && access.write === false);
}

function targetIdOf(params: unknown): string | null {
  if (!params || typeof params !== "object") return null;
  const values = params as Record<string, unknown>;
  const id = values.id ?? Object.values(values).at(-1);
  return id == null ? null : String(id);
}

function entryFor(request: FastifyRequest, reply: FastifyReply): AuditEntry {
  const pattern = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
  const action = `${request.method} ${pattern}`;
  const config = request.routeOptions.config;
  const audit = config.audit;
  return {
    action,
    summary: auditSummary({
      method: request.method,
      summary: request.routeOptions.schema?.summary,
      menuCd: config.access && "menu" in config.access ? config.access.menu : undefined,
    }),
    targetType: typeof audit === "object" ? (audit.targetType ?? null) : null,
    targetId: targetIdOf(request.params),
    after: { params: request.params ?? null, body: request.body ?? null },
    statusCode: reply.statusCode,
    request: { id: request.id, userAgent: request.headers["user-agent"] ?? null },
  };
}

/**
 * One audit row for every successful mutation by a logged-in user (request.ctx set by the access
 * hook): route pattern, params, status and the redacted body. Services that know more (before and
 * after of a record) add their own row with audit.record inside their transaction.
 *
 * Written in onSend, before the answer leaves: a mutation whose trail cannot be written must not be
 * reported as done, so a failed insert becomes the request's error (500) instead of a log line. The
 * row is not in the mutation's own transaction: each service opens its own, and threading one through
 * every use case from the HTTP layer would mean a second transaction model beside the services'.
 * Everything it stores is made storable first (redactForAudit), so a failure here is the database
 * being unavailable, not the content.
 */
export function registerAuditHook(app: FastifyInstance, deps: { db: Db }): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const ctx = request.ctx;
    if (!ctx || reply.statusCode >= 400) return payload;
    if (!shouldAudit(request.method, request.routeOptions.config)) return payload;
    await recordAudit(deps.db, ctx, entryFor(request, reply));
    return payload;
  });
}
