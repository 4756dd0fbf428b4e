import { and, eq, isNull, sql } from "drizzle-orm";
import { audit } from "../../platform/audit/audit.service";
import { ConflictError } from "../../platform/errors/app-error";
import type { LoggedInFormUserContext } from "./form-user-context";
import { type FormUserDeps, formUserActor, getLiveUser } from "./form-user-queries";
import { destroyFormUserSession } from "./form-user-session";
import { formUser } from "./form-users.tables";

// The logged-in form user's own account: the profile page (spec §2.2 /profile) and leaving.

export interface ProfileInput {
  name: string;
  nameKana: string;
  telNo: string;
  version: number;
}

export function getProfile(deps: FormUserDeps, ctx: LoggedInFormUserContext) {
  return getLiveUser(deps.db, ctx, ctx.formUserId);
}

/** Saves the profile when nobody changed it since it was read (version), else CONFLICT. */
export async function updateProfile(deps: FormUserDeps, ctx: LoggedInFormUserContext, input: ProfileInput) {
  const before = await getLiveUser(deps.db, ctx, ctx.formUserId);
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(formUser)
      .set({
        name: input.name.trim(),
        nameKana: input.nameKana.trim(),
        telNo: input.telNo.trim(),
        version: sql`${formUser.version} + 1`,
      })
      .where(
        and(
          eq(formUser.id, before.id),
          eq(formUser.tenantId, ctx.tenantId),
          eq(formUser.version, input.version),
          isNull(formUser.deletedAt),
        ),
      )
      .returning();
    if (!updated) throw new ConflictError();
    await audit.record(tx, formUserActor(updated, ctx.ip), {
      action: "form-user.profile",
      summary: `フォーム利用者 ${updated.loginId ?? updated.id} がプロフィールを更新しました`,
      targetType: "form_user",
      targetId: updated.id,
      before: { name: before.name, nameKana: before.nameKana, telNo: before.telNo },
      after: { name: updated.name, nameKana: updated.nameKana, telNo: updated.telNo },
    });
    return updated;
  });
}

/**
 * Deletes the caller's account (logically: answers keep pointing at it). This session ends; other
 * devices still logged in get FORM_USER_NOT_FOUND on their next call (spec §8.1), which ends theirs.
 */
export async function deleteOwnAccount(deps: FormUserDeps, ctx: LoggedInFormUserContext, token: string) {
  const user = await getLiveUser(deps.db, ctx, ctx.formUserId);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(formUser)
      .set({ deletedAt: new Date(), version: sql`${formUser.version} + 1` })
      .where(and(eq(formUser.id, user.id), eq(formUser.tenantId, ctx.tenantId)));
    await audit.record(tx, formUserActor(user, ctx.ip), {
      action: "form-user.delete",
      summary: `フォーム利用者 ${user.loginId ?? user.id} がアカウントを削除しました`,
      targetType: "form_user",
      targetId: user.id,
    });
  });
  await destroyFormUserSession(deps.db, token);
}
