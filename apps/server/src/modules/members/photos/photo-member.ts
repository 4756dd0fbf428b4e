import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ConflictError, NotFoundError } from "../../../platform/errors/app-error";
import { member } from "../members.tables";
import type { MemberPhotoPatch, MemberPhotoState } from "./photo-rules";

export const memberNotFoundMessage = "指定されたメンバーが見つかりません。";
export const staleMemberMessage =
  "他のユーザーがこのメンバーを更新しました。画面を再読み込みしてから操作してください。";

export interface LockedMember extends MemberPhotoState {
  id: number;
  version: number;
}

const memberColumns = {
  id: member.id,
  version: member.version,
  status: member.status,
  photoStatus: member.photoStatus,
  photoChangeApplyStatus: member.photoChangeApplyStatus,
};

/**
 * The member row, locked for the rest of the transaction, when the caller may see it (`visible` is
 * memberVisibility, computed before the transaction opens); 404 otherwise. With `version`, a member
 * changed since the caller read it is a 409.
 */
export async function lockVisibleMember(
  tx: Db,
  visible: SQL,
  memberId: number,
  version?: number,
): Promise<LockedMember> {
  const [row] = await tx
    .select(memberColumns)
    .from(member)
    .where(and(visible, eq(member.id, memberId)))
    .for("update");
  if (!row) throw new NotFoundError(memberNotFoundMessage);
  if (version !== undefined && row.version !== version) throw new ConflictError(staleMemberMessage);
  return row;
}

/** Writes the photo state change and bumps the member's version (every change does); returns it. */
export async function updateMemberPhotoState(
  tx: Db,
  locked: LockedMember,
  patch: MemberPhotoPatch,
): Promise<number> {
  const [row] = await tx
    .update(member)
    .set({ ...patch, version: sql`${member.version} + 1` })
    .where(eq(member.id, locked.id))
    .returning({ version: member.version });
  return row!.version;
}
