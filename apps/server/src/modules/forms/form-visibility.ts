import { ListReferenceAuthority } from "@gakumu/domain";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { findOwnPermission } from "../../platform/permissions/login-user-permissions";
import { form } from "./forms.tables";

/**
 * Which forms the caller may see and change: the forms of their organisation and process mode that
 * are not deleted. A form belongs to the organisation as a whole, so the hierarchy scopes of
 * reference authority 1 do not narrow it; authority 2 "only myself" keeps to the forms the caller
 * created. Another tenant's or organisation's form is simply not there (404).
 */
export async function visibleForms(db: Db, ctx: RequestContext): Promise<SQL> {
  const base = and(
    eq(form.tenantId, ctx.tenantId),
    eq(form.organizationId, ctx.organizationId),
    eq(form.processMode, ctx.processMode),
    isNull(form.deletedAt),
  ) as SQL;
  const own = await findOwnPermission(db, ctx);
  if (own?.referenceAuthority === ListReferenceAuthority.ONLY_MYSELF)
    return and(base, eq(form.createdByLoginUserId, ctx.loginUserId)) as SQL;
  return base;
}
