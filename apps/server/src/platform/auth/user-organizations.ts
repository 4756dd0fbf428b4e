import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../access/request-context";
import { ForbiddenError } from "../errors/app-error";
import { organization, organizationParameter } from "../tenancy/tenancy.tables";
import { loginUser } from "./login-user.tables";

export interface UserOrganization {
  organizationId: number;
  systemCd: number;
  organizationCd: string;
  name: string;
  /** Process modes the organisation uses (PROCESS_MODE/ENABLED, e.g. "0,9"); NORMAL only by default. */
  processModes: number[];
}

/**
 * Organisations a login user may work in: the one they belong to, plus any further ones an extra
 * finder names (permission assignments in other organisations of the same tenant).
 */
export async function listUserOrganizations(
  db: Db,
  ctx: Pick<RequestContext, "tenantId" | "loginUserId">,
  extraOrganizationIds: (
    db: Db,
    ctx: Pick<RequestContext, "tenantId" | "loginUserId">,
  ) => Promise<number[]> = async () => [],
): Promise<UserOrganization[]> {
  const [user] = await db
    .select({ organizationId: loginUser.organizationId })
    .from(loginUser)
    .where(and(eq(loginUser.id, ctx.loginUserId), eq(loginUser.tenantId, ctx.tenantId)));
  if (!user) return [];
  const ids = [...new Set([user.organizationId, ...(await extraOrganizationIds(db, ctx))])];
  const orgs = await db
    .select()
    .from(organization)
    .where(and(eq(organization.tenantId, ctx.tenantId), inArray(organization.id, ids)));
  const modeRows = await db
    .select({ organizationId: organizationParameter.organizationId, value: organizationParameter.value })
    .from(organizationParameter)
    .where(
      and(
        inArray(organizationParameter.organizationId, ids),
        eq(organizationParameter.parameterCategory, "PROCESS_MODE"),
        eq(organizationParameter.parameterType, "ENABLED"),
      ),
    );
  return orgs
    .sort((a, b) => a.systemCd - b.systemCd || a.organizationCd.localeCompare(b.organizationCd))
    .map((o) => {
      const configured = modeRows.find((m) => m.organizationId === o.id)?.value;
      const modes = (configured ?? "0")
        .split(",")
        .map((v) => Number.parseInt(v.trim(), 10))
        .filter((v) => Number.isInteger(v));
      return {
        organizationId: o.id,
        systemCd: o.systemCd,
        organizationCd: o.organizationCd,
        name: o.name,
        processModes: modes.length > 0 ? modes : [0],
      };
    });
}

export type ExtraOrganizationFinder = NonNullable<Parameters<typeof listUserOrganizations>[2]>;

/**
 * The organisation a request names by systemCd + organizationCd, which must be one the user may work
 * in (403 otherwise); a request naming none means the session's own organisation.
 */
export async function resolveScopeOrganization(
  db: Db,
  ctx: Pick<RequestContext, "tenantId" | "loginUserId" | "organizationId">,
  query: { systemCd?: number; organizationCd?: string },
  extra?: ExtraOrganizationFinder,
): Promise<UserOrganization> {
  const organizations = await listUserOrganizations(db, ctx, extra);
  const match =
    query.systemCd === undefined && query.organizationCd === undefined
      ? organizations.find((o) => o.organizationId === ctx.organizationId)
      : organizations.find((o) => o.systemCd === query.systemCd && o.organizationCd === query.organizationCd);
  if (!match) throw new ForbiddenError();
  return match;
}
