import { NotificationStatus, ResendType, type SafetyCreated } from "@gakumu/domain";
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, ValidationError } from "../../platform/errors/app-error";
import { MAIL_SEND_JOB } from "../../platform/mail/mail-send-job";
import { SAFETY_SEND_MENU } from "./safety.menu";
import { safetyRecipient, safetySend } from "./safety.tables";
import { recipientsSeenBy } from "./safety-dashboard-scope";
import type { SafetyDeps } from "./safety-deps";
import { dispatchToMembers, dispatchToStaff, type SendRow } from "./safety-dispatch";
import { detailOf, findOwnSend, ofOrganization } from "./safety-results";

// 回答受付の終了・再開 and 再送 (ResendType 1 all, 2 unread, 3 no reply). A resend is a new dispatch
// of the same send: answers land on the same rows, so the rate counts each person once.

export const actionMessages = {
  closedResend: "回答受付を終了しています。再送するには回答受付を再開してください。",
  nobody: "再送の対象となる人がいません。",
} as const;

export async function closeSafetySend(deps: SafetyDeps, ctx: RequestContext, id: number) {
  requireMenu(ctx, SAFETY_SEND_MENU, "write");
  await findOwnSend(deps.db, ctx, id);
  await deps.db
    .update(safetySend)
    .set({ closedAt: sql`now()`, closedByLoginUserId: ctx.loginUserId })
    .where(and(ofOrganization(ctx), eq(safetySend.id, id), isNull(safetySend.closedAt)));
  return detailOf(deps, ctx, await findOwnSend(deps.db, ctx, id));
}

export async function reopenSafetySend(deps: SafetyDeps, ctx: RequestContext, id: number) {
  requireMenu(ctx, SAFETY_SEND_MENU, "write");
  await findOwnSend(deps.db, ctx, id);
  await deps.db
    .update(safetySend)
    .set({ closedAt: null, closedByLoginUserId: null })
    .where(and(ofOrganization(ctx), eq(safetySend.id, id), isNotNull(safetySend.closedAt)));
  return detailOf(deps, ctx, await findOwnSend(deps.db, ctx, id));
}

function resendCondition(resendType: number) {
  if (resendType === ResendType.UNREAD) return isNull(safetyRecipient.readAt);
  if (resendType === ResendType.NO_REPLY) return eq(safetyRecipient.safetyState, 0);
  return undefined;
}

export async function resendSafety(
  deps: SafetyDeps,
  ctx: RequestContext,
  id: number,
  resendType: number,
): Promise<SafetyCreated> {
  requireMenu(ctx, SAFETY_SEND_MENU, "write");
  const send = await findOwnSend(deps.db, ctx, id);
  if (send.closedAt !== null) throw new ConflictError(actionMessages.closedResend);
  // A resend reaches only the recipients the caller may see (spec §6): a class teacher's, their class.
  const within = await recipientsSeenBy(deps.db, ctx);
  const count = await deps.db.transaction((tx) =>
    resendInTransaction(tx, deps, send, resendType, ctx.loginUserId, within),
  );
  if (count === 0) throw new ValidationError(actionMessages.nobody);
  deps.delivery.wake();
  deps.jobs.wake(MAIL_SEND_JOB);
  return { id: send.id, status: NotificationStatus.WAITING, recipientCount: count };
}

/**
 * Dispatches `send` again to the recipients `resendType` selects, inside the caller's transaction, and
 * answers how many that was (0: nothing dispatched). For callers that checked access themselves (the
 * staff route above) or run without a login user (定時安否確認's reminder, createdBy null); the caller
 * wakes the senders after its commit. `within` narrows the recipients to those a staff caller may see.
 */
export async function resendInTransaction(
  tx: Db,
  deps: SafetyDeps,
  send: SendRow,
  resendType: number,
  createdBy: number | null,
  within?: SQL,
): Promise<number> {
  const rows = await tx
    .select({
      id: safetyRecipient.id,
      memberId: safetyRecipient.memberId,
      loginUserId: safetyRecipient.loginUserId,
    })
    .from(safetyRecipient)
    .where(
      and(
        eq(safetyRecipient.tenantId, send.tenantId),
        eq(safetyRecipient.safetySendId, send.id),
        resendCondition(resendType),
        within,
      ),
    )
    .orderBy(asc(safetyRecipient.id));
  if (rows.length === 0) return 0;
  const memberIds = rows.map((r) => r.memberId).filter((m): m is number => m !== null);
  const staff = rows
    .filter((r) => r.loginUserId !== null)
    .map((r) => ({ recipientId: r.id, loginUserId: r.loginUserId! }));
  if (memberIds.length > 0) await dispatchToMembers(tx, deps, send, memberIds, { resendType, createdBy });
  if (staff.length > 0) await dispatchToStaff(tx, deps, send, staff, { resendType, createdBy });
  return rows.length;
}
