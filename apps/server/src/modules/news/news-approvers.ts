import type { NewsApprovalSettings, NewsApprovalSettingsInput, NewsType } from "@gakumu/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import { ValidationError } from "../../platform/errors/app-error";
import { loginUserPermission } from "../../platform/permissions/permissions.tables";
import { menuOf } from "./news.menu";
import { newsApprover } from "./news.tables";

// 承認設定: per organisation and deliver type, who approves at stage 1 and (optionally) stage 2. An
// approver is a login user who works in the organisation (holds a permission there).

export const approverMessages = {
  notMember: "承認者には、この組織で利用できるログインユーザーを選択してください。",
  twice: "同じ人を1段階目と2段階目の両方に指定することはできません。",
  noneSet: "承認者が設定されていません。「承認設定」で承認者を登録してから申請してください。",
} as const;

export interface Approver {
  loginUserId: number;
  name: string;
  displayUserId: string;
  mailAddress: string;
}

type Scope = { tenantId: number; organizationId: number };

/** Login users who work in the organisation, by name. */
async function candidatesOf(db: Db, scope: Scope): Promise<Approver[]> {
  const rows = await db
    .selectDistinct({
      loginUserId: loginUser.id,
      name: loginUser.name,
      displayUserId: loginUser.displayUserId,
      mailAddress: loginUser.mailAddress,
    })
    .from(loginUser)
    .innerJoin(loginUserPermission, eq(loginUserPermission.loginUserId, loginUser.id))
    .where(
      and(
        eq(loginUser.tenantId, scope.tenantId),
        eq(loginUserPermission.organizationId, scope.organizationId),
      ),
    )
    .orderBy(asc(loginUser.displayUserId));
  return rows;
}

/** The approvers of each stage ([stage1, stage2]); stage 2 empty for a one-stage approval. */
export async function approversOf(db: Db, scope: Scope, type: NewsType): Promise<[Approver[], Approver[]]> {
  const rows = await db
    .select({
      stage: newsApprover.stage,
      loginUserId: loginUser.id,
      name: loginUser.name,
      displayUserId: loginUser.displayUserId,
      mailAddress: loginUser.mailAddress,
    })
    .from(newsApprover)
    .innerJoin(
      loginUser,
      and(eq(loginUser.id, newsApprover.loginUserId), eq(loginUser.tenantId, scope.tenantId)),
    )
    .where(
      and(
        eq(newsApprover.tenantId, scope.tenantId),
        eq(newsApprover.organizationId, scope.organizationId),
        eq(newsApprover.type, type),
      ),
    )
    .orderBy(asc(loginUser.displayUserId));
  const stage = (n: number) => rows.filter((r) => r.stage === n).map(({ stage: _, ...a }) => a);
  return [stage(1), stage(2)];
}

const publicOf = ({ mailAddress: _, ...a }: Approver) => a;

export async function approvalSettings(
  db: Db,
  ctx: RequestContext,
  type: NewsType,
): Promise<NewsApprovalSettings> {
  requireMenu(ctx, menuOf(type), "read");
  const [stage1, stage2] = await approversOf(db, ctx, type);
  const candidates = await candidatesOf(db, ctx);
  return { stage1: stage1.map(publicOf), stage2: stage2.map(publicOf), candidates: candidates.map(publicOf) };
}

export async function saveApprovalSettings(
  db: Db,
  ctx: RequestContext,
  type: NewsType,
  input: NewsApprovalSettingsInput,
): Promise<NewsApprovalSettings> {
  requireMenu(ctx, menuOf(type), "write");
  if (input.stage2.some((id) => input.stage1.includes(id)))
    throw new ValidationError(approverMessages.twice, [{ path: "stage2", message: approverMessages.twice }]);
  const known = new Set((await candidatesOf(db, ctx)).map((c) => c.loginUserId));
  for (const [path, ids] of [
    ["stage1", input.stage1],
    ["stage2", input.stage2],
  ] as const)
    if (ids.some((id) => !known.has(id)))
      throw new ValidationError(approverMessages.notMember, [{ path, message: approverMessages.notMember }]);
  await db.transaction(async (tx) => {
    const scope = and(
      eq(newsApprover.tenantId, ctx.tenantId),
      eq(newsApprover.organizationId, ctx.organizationId),
      eq(newsApprover.type, type),
    );
    await tx.delete(newsApprover).where(scope);
    const rows = [
      ...input.stage1.map((loginUserId) => ({ stage: 1, loginUserId })),
      ...input.stage2.map((loginUserId) => ({ stage: 2, loginUserId })),
    ].map((r) => ({ ...r, tenantId: ctx.tenantId, organizationId: ctx.organizationId, type }));
    if (rows.length > 0) await tx.insert(newsApprover).values(rows);
  });
  return approvalSettings(db, ctx, type);
}

/** Whether the login user approves `stage` of the type now (settings may have changed since a mail). */
export async function isApprover(db: Db, scope: Scope, type: NewsType, stage: number, loginUserId: number) {
  const [row] = await db
    .select({ id: newsApprover.id })
    .from(newsApprover)
    .where(
      and(
        eq(newsApprover.tenantId, scope.tenantId),
        eq(newsApprover.organizationId, scope.organizationId),
        eq(newsApprover.type, type),
        eq(newsApprover.stage, stage),
        inArray(newsApprover.loginUserId, [loginUserId]),
      ),
    );
  return row !== undefined;
}
