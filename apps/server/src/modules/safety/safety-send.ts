import {
  type ComposeSafetyInput,
  NotificationStatus,
  NotificationType,
  type PushTarget,
  richTextToPlainText,
  type SafetyCreated,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { MAIL_SEND_JOB } from "../../platform/mail/mail-send-job";
import { SAFETY_SEND_MENU } from "./safety.menu";
import { type SafetyTriggerRecord, safetyRecipient, safetySend } from "./safety.tables";
import type { SafetyDeps } from "./safety-deps";
import {
  dispatchToMembers,
  dispatchToStaff,
  insertMemberRecipients,
  placementsOf,
  type SendRow,
} from "./safety-dispatch";
import { resolveSafetyRecipients } from "./safety-targets";
import { findTemplate } from "./safety-templates";

export interface NewSafetySend {
  tenantId: number;
  organizationId: number;
  processMode: number;
  templateId: number | null;
  title: string;
  /** Sanitised (the domain's rich text field, or a stored template). */
  bodyHtml: string;
  questions: string[];
  isDrill: boolean;
  origin: "MANUAL" | "AUTOMATIC";
  trigger: SafetyTriggerRecord | null;
  autoKey: string | null;
  target: PushTarget;
  createdBy: number | null;
  /** NotificationType 2 safety (default) or 6 daily safety (定時安否確認's scheduled send). */
  kind?: typeof NotificationType.SAFETY | typeof NotificationType.DAILY_SAFETY;
}

export type SafetyRecipients = { members: readonly number[] } | { staff: readonly number[] };

/**
 * Writes the send, one answer row per recipient and the first dispatch in one transaction, then wakes
 * the senders. Null when `autoKey` was already used by this organisation (an automatic send that ran
 * before): the unique index decides, so two workers racing on one report make one send.
 */
export async function createSafetySend(
  deps: SafetyDeps,
  input: NewSafetySend,
  recipients: SafetyRecipients,
): Promise<SendRow | null> {
  const memberIds = "members" in recipients ? recipients.members : [];
  const staffIds = "staff" in recipients ? recipients.staff : [];
  const placements = await placementsOf(deps.db, input.tenantId, memberIds);
  const { sendTarget, ...target } = input.target;
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(safetySend)
      .values({
        tenantId: input.tenantId,
        organizationId: input.organizationId,
        processMode: input.processMode,
        kind: input.kind ?? NotificationType.SAFETY,
        templateId: input.templateId,
        title: input.title,
        bodyHtml: input.bodyHtml,
        bodyText: richTextToPlainText(input.bodyHtml).trim(),
        questions: input.questions,
        isDrill: input.isDrill,
        origin: input.origin,
        trigger: input.trigger,
        autoKey: input.autoKey,
        staffOnly: "staff" in recipients,
        target,
        sendTarget,
        recipientCount: memberIds.length + staffIds.length,
        status: NotificationStatus.WAITING,
        createdByLoginUserId: input.createdBy,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return null;
    if (memberIds.length > 0) {
      await insertMemberRecipients(tx, created, memberIds, placements);
      const deliveryId = await dispatchToMembers(tx, deps, created, memberIds, {
        resendType: null,
        createdBy: input.createdBy,
      });
      await tx
        .update(safetySend)
        .set({ deliveryId })
        .where(and(eq(safetySend.tenantId, input.tenantId), eq(safetySend.id, created.id)));
      return { ...created, deliveryId };
    }
    const staffRows =
      staffIds.length === 0
        ? []
        : await tx
            .insert(safetyRecipient)
            .values(
              staffIds.map((loginUserId) => ({
                tenantId: input.tenantId,
                organizationId: input.organizationId,
                safetySendId: created.id,
                loginUserId,
              })),
            )
            .returning({ recipientId: safetyRecipient.id, loginUserId: safetyRecipient.loginUserId });
    await dispatchToStaff(
      tx,
      deps,
      created,
      staffRows.map((r) => ({ recipientId: r.recipientId, loginUserId: r.loginUserId! })),
      { resendType: null, createdBy: input.createdBy },
    );
    // Mail has no per-recipient engine status to wait for: the send is complete once queued.
    await tx
      .update(safetySend)
      .set({ status: NotificationStatus.COMPLETED })
      .where(and(eq(safetySend.tenantId, input.tenantId), eq(safetySend.id, created.id)));
    return { ...created, status: NotificationStatus.COMPLETED };
  });
  if (row) {
    deps.delivery.wake();
    deps.jobs.wake(MAIL_SEND_JOB);
  }
  return row;
}

/** 安否確認配信: send now to the chosen target (manual; a drill when marked). */
export async function composeSafety(
  deps: SafetyDeps,
  ctx: RequestContext,
  input: ComposeSafetyInput,
): Promise<SafetyCreated> {
  requireMenu(ctx, SAFETY_SEND_MENU, "write");
  if (input.templateId !== null) await findTemplate(deps.db, ctx, input.templateId);
  const members = await resolveSafetyRecipients(deps, ctx, input.target);
  const row = await createSafetySend(
    deps,
    {
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      processMode: ctx.processMode,
      templateId: input.templateId,
      title: input.title,
      bodyHtml: input.bodyHtml,
      questions: input.questions,
      isDrill: input.isDrill,
      origin: "MANUAL",
      trigger: null,
      autoKey: null,
      target: input.target,
      createdBy: ctx.loginUserId,
    },
    { members },
  );
  // A manual send has no auto key, so the insert cannot meet a conflict.
  return { id: row!.id, status: NotificationStatus.WAITING, recipientCount: members.length };
}
