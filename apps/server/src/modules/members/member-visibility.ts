import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { findPermission } from "../../platform/permissions/login-user-permissions";
import { gradeRule, placedUnder, REFERENCE_RULES } from "./member-reference-rule";
import { member } from "./members.tables";

const NOTHING = sql`false`;

/**
 * Who is asking: a request's context, or the same four values an export job carries in its data
 * (a job has no session, but must see exactly what its requester saw).
 */
export type MemberViewer = Pick<
  RequestContext,
  "tenantId" | "organizationId" | "loginUserId" | "processMode"
>;

/**
 * Which members of the caller's organisation the caller may see (spec §6, reference authority for
 * lists; the rules themselves are REFERENCE_RULES), as a condition for any query on `member`:
 * - 0 all: every member of the organisation;
 * - 1 organisation part: members placed anywhere under the hierarchy nodes of the caller's PERMISSION
 *   scope (a node covers its subtree, so a member matches when any of its five codes is one of them);
 * - 2 only myself: members the caller registered.
 * A grade permission other than -1 narrows the result to that grade. A caller without an assignment
 * in this organisation and process mode sees nobody. Tenant, organisation and the logical delete are
 * always part of the condition, so a caller can never reach past them.
 */
export async function memberVisibility(db: Db, ctx: MemberViewer): Promise<SQL> {
  return (await memberVisibilityScope(db, ctx)).condition;
}

/**
 * memberVisibility with whether it narrows anything: `everyone` is true when the caller sees every
 * (not deleted) member of the organisation, so a query on another table that carries the
 * organisation already (a day's health observations) can skip the join to `member` altogether.
 */
export async function memberVisibilityScope(
  db: Db,
  ctx: MemberViewer,
): Promise<{ condition: SQL; everyone: boolean }> {
  const base = and(
    eq(member.tenantId, ctx.tenantId),
    eq(member.organizationId, ctx.organizationId),
    isNull(member.deletedAt),
  ) as SQL;
  const permission = await findPermission(db, {
    tenantId: ctx.tenantId,
    loginUserId: ctx.loginUserId,
    organizationId: ctx.organizationId,
    processMode: ctx.processMode,
  });
  if (!permission) return { condition: and(base, NOTHING) as SQL, everyone: false };

  const rule = REFERENCE_RULES[permission.referenceAuthority];
  if (!rule) return { condition: and(base, NOTHING) as SQL, everyone: false };
  const nodes = permission.scopes.filter((s) => s.dataType === "PERMISSION").map((s) => s.divisionCd);
  const terms = {
    inScope: placedUnder(nodes),
    loginUserId: ctx.loginUserId,
    gradePermission: permission.gradePermission,
  };
  const parts = [base, rule(terms), gradeRule(terms.gradePermission)].filter((p): p is SQL => p !== null);
  return { condition: and(...parts) as SQL, everyone: parts.length === 1 };
}
