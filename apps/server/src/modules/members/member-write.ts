import type { MemberDetail, MemberUpdateInput, MemberWriteInput } from "@gakumu/domain";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { AppError, ConflictError, ForbiddenError } from "../../platform/errors/app-error";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../platform/permissions/pg-errors";
import { findVisibleMember, toMemberDetail } from "./member-detail";
import { parseMemberInput } from "./member-input";
import { loadWriteReferences } from "./member-references";
import { memberVisibility } from "./member-visibility";
import { MEMBER_LIST_MENU, type MemberListScope, memberListScope } from "./members.menu";
import { member } from "./members.tables";

export const memberMessages = {
  stale: "他のユーザーがこのメンバーを更新しました。画面を再読み込みしてから編集してください。",
  outsideAuthority: "参照権限の範囲外のメンバーは登録・変更できません。所属・学年を確認してください。",
} as const;

/** 409 with the message under the member id field, so the screen shows it where it was typed. */
export class DuplicateMemberIdError extends AppError {
  constructor(memberId: string) {
    const message = `会員ID「${memberId}」は既に登録されています。`;
    super("CONFLICT", message, [{ path: "member_id", message }]);
  }
}

async function assertMemberIdFree(db: Db, scope: MemberListScope, memberId: string, exceptId: number | null) {
  const [taken] = await db
    .select({ id: member.id })
    .from(member)
    .where(
      and(
        eq(member.tenantId, scope.viewer.tenantId),
        eq(member.organizationId, scope.viewer.organizationId),
        eq(member.processMode, scope.processMode),
        eq(member.memberId, memberId),
        isNull(member.deletedAt),
        exceptId === null ? undefined : ne(member.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new DuplicateMemberIdError(memberId);
}

/**
 * The written row must still be one the caller may see: a user limited to some hierarchy nodes or a
 * grade cannot place a member outside them. Checked inside the transaction, so a refusal undoes it.
 */
async function assertStillVisible(tx: Db, scope: MemberListScope, id: number) {
  const [row] = await tx
    .select({ id: member.id })
    .from(member)
    .where(and(await memberVisibility(tx, scope.viewer), eq(member.id, id)));
  if (!row) throw new ForbiddenError(memberMessages.outsideAuthority);
}

/** A unique-index race (two saves of one id at once) answers like the check before it. */
async function duplicateSafe<T>(memberId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new DuplicateMemberIdError(memberId);
    throw error;
  }
}

/** 「メンバー登録」 in the caller's organisation and process mode. */
export async function createMember(
  db: Db,
  ctx: RequestContext,
  input: MemberWriteInput,
): Promise<MemberDetail> {
  requireMenu(ctx, MEMBER_LIST_MENU, "write");
  const scope = memberListScope(ctx, "members");
  const values = parseMemberInput(input, await loadWriteReferences(db, scope), null);
  const memberId = values.memberId as string;
  await assertMemberIdFree(db, scope, memberId, null);
  const id = await duplicateSafe(memberId, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(member)
        .values({
          ...values,
          memberId,
          name: values.name as string,
          tenantId: ctx.tenantId,
          organizationId: ctx.organizationId,
          processMode: scope.processMode,
          createdByLoginUserId: ctx.loginUserId,
        })
        .returning({ id: member.id });
      await assertStillVisible(tx, scope, created!.id);
      return created!.id;
    }),
  );
  return toMemberDetail(db, await findVisibleMember(db, scope, id));
}

/** 「メンバー編集」: the version read must still be the stored one, or nothing is written (409). */
export async function updateMember(
  db: Db,
  ctx: RequestContext,
  id: number,
  input: MemberUpdateInput,
): Promise<MemberDetail> {
  requireMenu(ctx, MEMBER_LIST_MENU, "write");
  const scope = memberListScope(ctx, "members");
  const current = await findVisibleMember(db, scope, id);
  if (current.version !== input.version) throw new ConflictError(memberMessages.stale);
  const values = parseMemberInput(input, await loadWriteReferences(db, scope), current);
  const memberId = (values.memberId as string | undefined) ?? current.memberId;
  if (memberId !== current.memberId) await assertMemberIdFree(db, scope, memberId, id);
  await duplicateSafe(memberId, () =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(member)
        .set({ ...values, version: sql`${member.version} + 1` })
        .where(and(eq(member.id, id), eq(member.version, input.version), isNull(member.deletedAt)))
        .returning({ id: member.id });
      if (!updated) throw new ConflictError(memberMessages.stale);
      await assertStillVisible(tx, scope, id);
    }),
  );
  return toMemberDetail(db, await findVisibleMember(db, scope, id));
}

/** Logical delete: the row stays for history and audit, its member id becomes free again. */
export async function deleteMember(db: Db, ctx: RequestContext, id: number, version: number): Promise<void> {
  requireMenu(ctx, MEMBER_LIST_MENU, "write");
  const scope = memberListScope(ctx, "members");
  const current = await findVisibleMember(db, scope, id);
  if (current.version !== version) throw new ConflictError(memberMessages.stale);
  const [deleted] = await db
    .update(member)
    .set({ deletedAt: sql`now()`, version: sql`${member.version} + 1` })
    .where(and(eq(member.id, id), eq(member.version, version), isNull(member.deletedAt)))
    .returning({ id: member.id });
  if (!deleted) throw new ConflictError(memberMessages.stale);
}
