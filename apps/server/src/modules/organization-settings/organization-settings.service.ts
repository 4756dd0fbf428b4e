import type { IpRange, ReplaceIpRangesInput } from "@gakumu/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ipInRanges } from "../../platform/access/ip-ranges";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ValidationError } from "../../platform/errors/app-error";
import { organizationIpRange } from "../../platform/sessions/sessions.tables";
import { ORGANIZATION_SETTING_MENU } from "./organization-settings.menu";

const ofCallersOrganization = (ctx: RequestContext) =>
  and(
    eq(organizationIpRange.tenantId, ctx.tenantId),
    eq(organizationIpRange.organizationId, ctx.organizationId),
  );

/** The address ranges the caller's organisation accepts back-office requests from (empty: any). */
export async function listIpRanges(db: Db, ctx: RequestContext): Promise<IpRange[]> {
  requireMenu(ctx, ORGANIZATION_SETTING_MENU, "read");
  const rows = await db
    .select({ cidr: organizationIpRange.cidr, note: organizationIpRange.note })
    .from(organizationIpRange)
    .where(ofCallersOrganization(ctx))
    .orderBy(asc(organizationIpRange.id));
  return rows.map((r) => ({ cidr: r.cidr, note: r.note ?? "" }));
}

/**
 * Replaces the whole list in one transaction. A non-empty list must contain the caller's own
 * address: otherwise the access gate would refuse their very next request and nobody in the
 * organisation could undo it from where they sit.
 */
export async function replaceIpRanges(
  db: Db,
  ctx: RequestContext,
  input: ReplaceIpRangesInput,
): Promise<IpRange[]> {
  requireMenu(ctx, ORGANIZATION_SETTING_MENU, "write");
  const cidrs = input.ranges.map((r) => r.cidr);
  if (cidrs.length > 0 && !ipInRanges(ctx.ip, cidrs)) {
    throw new ValidationError(
      `現在の接続元（${ctx.ip}）が含まれていないため保存できません。許可する範囲に現在のアドレスを含めてください。`,
    );
  }
  await db.transaction(async (tx) => {
    await tx.delete(organizationIpRange).where(ofCallersOrganization(ctx));
    if (input.ranges.length === 0) return;
    await tx.insert(organizationIpRange).values(
      input.ranges.map((r) => ({
        tenantId: ctx.tenantId,
        organizationId: ctx.organizationId,
        cidr: r.cidr,
        note: r.note === "" ? null : r.note,
      })),
    );
  });
  return listIpRanges(db, ctx);
}
