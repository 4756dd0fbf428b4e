import {
  DeliverItemStatus,
  includesMembers,
  type NewsType,
  NotificationType,
  type PushTarget,
} from "@gakumu/domain";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { ConflictError, ValidationError } from "../../platform/errors/app-error";
import { MAIL_SEND_JOB } from "../../platform/mail/mail-send-job";
import { resolveRecipients } from "../push-notifications/push-target-options";
import { newsApprovalLog, newsItem, newsRecipient } from "./news.tables";
import { mailApprovers, mailAuthor } from "./news-approval-mail";
import { approverMessages, approversOf } from "./news-approvers";
import type { NewsDeps } from "./news-deps";
import { notifyOnPublish } from "./news-notify";
import { itemMessages, type NewsRow } from "./news-rows";

// The status machine of spec §3.4 deliver items:
//   3 draft ──submit──▶ 4 pending (stage 1 [→ stage 2]) ──last approval──▶ 2 waiting ──publish_from──▶ 1 published
//   4 ──return (comment)──▶ 3;   an edit of 4, 2 or 1 ──▶ 4 again, stage 1, a new round of mails.
// Every transition is one conditional UPDATE on (id, version, status, stage), so two approvers
// deciding at once, or an approver and an editor, cannot both win.

export const workflowMessages = {
  notDraft: "下書きの状態のときだけ承認を申請できます。",
  notPending: "この申請はすでに処理されています。画面を開き直して、最新の状態を確認してください。",
  notApprover: "この段階の承認者ではないため、承認・差し戻しはできません。",
  commentRequired: "差し戻す理由をコメントに入力してください。",
} as const;

const { PUBLISHED, WAITING, DRAFT, PENDING_AUTHORIZATION: PENDING } = DeliverItemStatus;

export type Via = "BACKOFFICE" | "MAIL_LINK" | "SYSTEM";
export interface Actor {
  loginUserId: number | null;
  name: string;
  via: Via;
}

async function log(
  tx: Db,
  row: NewsRow,
  action: string,
  actor: Actor,
  extra: { stage?: number | null; comment?: string } = {},
) {
  await tx.insert(newsApprovalLog).values({
    tenantId: row.tenantId,
    itemId: row.id,
    action,
    stage: extra.stage ?? null,
    loginUserId: actor.loginUserId,
    actorName: actor.name,
    via: actor.via,
    comment: extra.comment ?? "",
  });
}

/**
 * Members the item goes to, resolved now in the caller's view (nobody for a staff-only item). Called
 * before the approval's transaction: it reads through its own connection.
 */
export async function recipientsFor(
  deps: Pick<NewsDeps, "db">,
  ctx: RequestContext,
  item: { audience: string; target: Record<string, unknown> | null },
): Promise<number[]> {
  if (!includesMembers(item.audience as "MEMBERS") || item.target === null) return [];
  return resolveRecipients(deps, ctx, NotificationType.PUSH, item.target as unknown as PushTarget);
}

async function replaceRecipients(tx: Db, row: NewsRow, memberIds: readonly number[]) {
  await tx
    .delete(newsRecipient)
    .where(and(eq(newsRecipient.tenantId, row.tenantId), eq(newsRecipient.itemId, row.id)));
  for (let i = 0; i < memberIds.length; i += 5000)
    await tx
      .insert(newsRecipient)
      .values(
        memberIds
          .slice(i, i + 5000)
          .map((memberId) => ({ tenantId: row.tenantId, itemId: row.id, memberId })),
      );
}

/**
 * Puts the item (just written in `tx` at `row.version`) into approval at stage 1: resolves its
 * members, starts a new round and mails the stage's approvers. Used by submit and by an edit of a
 * submitted or approved item.
 */
export async function enterApproval(
  tx: Db,
  deps: Pick<NewsDeps, "db" | "mailer" | "publicUrl">,
  ctx: RequestContext,
  row: NewsRow,
  action: "SUBMIT" | "RESUBMIT",
  actorName: string,
  memberIds: readonly number[],
): Promise<NewsRow> {
  const [stage1, stage2] = await approversOf(tx, ctx, row.type as NewsType);
  if (stage1.length === 0) throw new ValidationError(approverMessages.noneSet);
  const [updated] = await tx
    .update(newsItem)
    .set({
      status: PENDING,
      approvalStage: 1,
      stageCount: stage2.length > 0 ? 2 : 1,
      approvalRound: sql`${newsItem.approvalRound} + 1`,
      recipientCount: memberIds.length,
      publishedAt: null,
      version: sql`${newsItem.version} + 1`,
    })
    .where(and(eq(newsItem.id, row.id), eq(newsItem.version, row.version)))
    .returning();
  if (!updated) throw new ConflictError(itemMessages.stale);
  await replaceRecipients(tx, updated, memberIds);
  await log(tx, updated, action, { loginUserId: ctx.loginUserId, name: actorName, via: "BACKOFFICE" });
  await mailApprovers(tx, deps, updated, 1, stage1);
  return updated;
}

export async function submitItem(
  deps: NewsDeps,
  ctx: RequestContext,
  row: NewsRow,
  actorName: string,
): Promise<void> {
  if (row.status !== DRAFT) throw new ConflictError(workflowMessages.notDraft);
  const memberIds = await recipientsFor(deps, ctx, row);
  await deps.db.transaction((tx) => enterApproval(tx, deps, ctx, row, "SUBMIT", actorName, memberIds));
  deps.jobs.wake(MAIL_SEND_JOB);
}

export interface Decision {
  decision: "APPROVE" | "RETURN";
  comment: string;
}

/**
 * An approver's decision on the stage `stage` of the item as it stood at `version`. Approving the last
 * stage makes the item waiting, or published when its publish_from has come; returning makes it a
 * draft again. The caller checked who the approver is.
 */
export async function decide(
  deps: NewsDeps,
  row: NewsRow,
  stage: number,
  actor: Actor,
  decision: Decision,
  options: { now?: Date; inTransaction?: (tx: Db) => Promise<void> } = {},
): Promise<NewsRow> {
  const now = options.now ?? new Date();
  const comment = decision.comment.trim();
  if (decision.decision === "RETURN" && comment === "")
    throw new ValidationError(workflowMessages.commentRequired, [
      { path: "comment", message: workflowMessages.commentRequired },
    ]);
  if (row.status !== PENDING || row.approvalStage !== stage)
    throw new ConflictError(workflowMessages.notPending);
  const last = stage >= (row.stageCount ?? 1);
  const next =
    decision.decision === "RETURN"
      ? { status: DRAFT, approvalStage: null }
      : !last
        ? { status: PENDING, approvalStage: stage + 1 }
        : row.publishFrom.getTime() <= now.getTime()
          ? { status: PUBLISHED, approvalStage: null, publishedAt: now }
          : { status: WAITING, approvalStage: null };
  let told = false;
  const result = await deps.db.transaction(async (tx) => {
    await options.inTransaction?.(tx);
    const [updated] = await tx
      .update(newsItem)
      .set({ ...next, version: sql`${newsItem.version} + 1` })
      .where(
        and(
          eq(newsItem.id, row.id),
          eq(newsItem.version, row.version),
          eq(newsItem.status, PENDING),
          eq(newsItem.approvalStage, stage),
        ),
      )
      .returning();
    if (!updated) throw new ConflictError(workflowMessages.notPending);
    await log(tx, updated, decision.decision, actor, { stage, comment });
    if (decision.decision === "RETURN") {
      await mailAuthor(tx, deps, updated, "RETURNED", actor.name, comment);
    } else if (!last) {
      const [, stage2] = await approversOf(tx, updated, updated.type as NewsType);
      await mailApprovers(tx, deps, updated, stage + 1, stage2);
    } else {
      if (updated.status === PUBLISHED) {
        await log(tx, updated, "PUBLISH", { loginUserId: null, name: "システム", via: "SYSTEM" });
        const notifyDeliveryId = await notifyOnPublish(tx, deps.delivery, updated, deps.publicUrl);
        if (notifyDeliveryId !== null) {
          told = true;
          updated.notifyDeliveryId = notifyDeliveryId;
        }
      }
      await mailAuthor(
        tx,
        deps,
        updated,
        updated.status === PUBLISHED ? "PUBLISHED" : "APPROVED",
        actor.name,
        comment,
      );
    }
    return updated;
  });
  deps.jobs.wake(MAIL_SEND_JOB);
  if (told) deps.delivery.wake();
  return result;
}

/** What publishing needs: the database, and the engine and address to tell members with. */
export type PublishDeps = Pick<NewsDeps, "db" | "delivery" | "publicUrl">;

/**
 * Waiting items whose publish_from has come become published: run by the minute job for every tenant
 * and before any list or display of an organisation, so nobody reads a stale status.
 */
export async function publishDue(
  deps: PublishDeps,
  scope: { tenantId: number; organizationId: number } | null,
  now: Date = new Date(),
): Promise<number> {
  const due = and(
    eq(newsItem.status, WAITING),
    lte(newsItem.publishFrom, now),
    ...(scope
      ? [eq(newsItem.tenantId, scope.tenantId), eq(newsItem.organizationId, scope.organizationId)]
      : []),
  );
  let told = 0;
  const published = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(newsItem)
      .set({ status: PUBLISHED, publishedAt: now, version: sql`${newsItem.version} + 1` })
      .where(due)
      .returning();
    for (const row of rows) {
      await log(tx, row, "PUBLISH", { loginUserId: null, name: "システム", via: "SYSTEM" });
      if ((await notifyOnPublish(tx, deps.delivery, row, deps.publicUrl)) !== null) told++;
    }
    return rows.length;
  });
  if (told > 0) deps.delivery.wake();
  return published;
}
