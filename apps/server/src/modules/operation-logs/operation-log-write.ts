import crypto from "node:crypto";
import type { OperationLogInput } from "@gakumu/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { operationLog } from "./operation-logs.tables";

/**
 * At most this many clicks per session per second are kept. A person clicks a few times a second at
 * most; a client stuck in a loop is cut off here instead of filling the table.
 */
export const OPERATION_LOG_RATE_PER_SECOND = 30;

/** A fixed-length stand-in for the session id: enough to tell sessions apart, useless to a thief. */
export function sessionKeyOf(sessionId: string): string {
  return crypto.createHash("sha256").update(sessionId).digest("hex").slice(0, 32);
}

/** The screen path from the client, or the Referer's path when a browser sends one; at most 500 characters. */
export function screenPathOf(given: string | undefined, referer: string | undefined): string | null {
  let value = given?.trim() || null;
  if (!value && referer) {
    try {
      const url = new URL(referer);
      value = `${url.pathname}${url.search}`;
    } catch {
      value = null;
    }
  }
  return value ? Array.from(value).slice(0, 500).join("") : null;
}

/**
 * Records one click. The rate limit and the insert are one statement: the row goes in only when the
 * session has fewer than OPERATION_LOG_RATE_PER_SECOND rows in the last second, counted on an index
 * and never past that many. Two requests racing at the limit may both get in; a row or two over is
 * harmless, and no counter has to live in memory. Returns false when the click was dropped.
 */
export async function recordOperation(
  db: Db,
  ctx: RequestContext,
  input: OperationLogInput,
  meta: { referer?: string } = {},
): Promise<boolean> {
  const t = operationLog;
  const sessionKey = sessionKeyOf(ctx.sessionId);
  const screenPath = screenPathOf(input.screenPath, meta.referer);
  const limit = OPERATION_LOG_RATE_PER_SECOND;
  // INSERT … SELECT types its parameters as text, hence the casts.
  const result = (await db.execute(sql`
    insert into ${t} (${sql.identifier(t.tenantId.name)}, ${sql.identifier(t.organizationId.name)},
      ${sql.identifier(t.loginUserId.name)}, ${sql.identifier(t.displayUserId.name)},
      ${sql.identifier(t.sessionKey.name)}, ${sql.identifier(t.logType.name)},
      ${sql.identifier(t.functionId.name)}, ${sql.identifier(t.functionName.name)},
      ${sql.identifier(t.buttonId.name)}, ${sql.identifier(t.buttonName.name)},
      ${sql.identifier(t.screenPath.name)}, ${sql.identifier(t.ip.name)})
    select ${ctx.tenantId}::integer, ${ctx.organizationId}::integer, ${ctx.loginUserId}::integer,
      ${ctx.displayUserId}::varchar, ${sessionKey}::varchar, ${input.logType}::varchar,
      ${input.functionId}::varchar, ${input.functionName}::varchar, ${input.buttonId}::varchar,
      ${input.buttonName}::varchar, ${screenPath}::varchar, ${ctx.ip.slice(0, 64)}::varchar
    where (
      select count(*) from (
        select 1 from ${t}
        where ${t.sessionKey} = ${sessionKey} and ${t.occurredAt} > now() - interval '1 second'
        limit ${limit}
      ) recent
    ) < ${limit}
    returning ${t.id}
  `)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}
