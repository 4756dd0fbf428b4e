import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { NotFoundError } from "../../../platform/errors/app-error";
import { MEMBER_REQUEST_MENU } from "../members.menu";
import { member } from "../members.tables";
import { changeableColumns, memberSummaryColumns } from "./request-member";

/**
 * The member a proxy request is for, found by the 会員ID staff type, among the members they may see
 * in the current process mode; with the current values of the fields a change request touches.
 */
export async function lookupMemberByCode(db: Db, ctx: RequestContext, visible: SQL, memberCode: string) {
  requireMenu(ctx, MEMBER_REQUEST_MENU, "read");
  const code = memberCode.trim();
  const [row] = await db
    .select({ ...memberSummaryColumns, values: changeableColumns })
    .from(member)
    .where(
      and(
        visible,
        eq(member.tenantId, ctx.tenantId),
        eq(member.organizationId, ctx.organizationId),
        eq(member.processMode, ctx.processMode),
        isNull(member.deletedAt),
        eq(member.memberId, code),
      ),
    );
  if (!row) throw new NotFoundError(`会員ID「${code}」のメンバーが見つかりません。`);
  return row;
}
