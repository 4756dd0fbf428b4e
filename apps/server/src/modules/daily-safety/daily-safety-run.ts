import { NotificationType, ProcessMode, PushTarget, ResendType } from "@gakumu/domain";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { MAIL_SEND_JOB } from "../../platform/mail/mail-send-job";
import { groupMemberIds } from "../member-groups/group-targets";
import { organizationTargetMemberIds } from "../members/member-safety-lookups";
import { createSafetySend, findOwnSend, resendInTransaction, type SafetyDeps } from "../safety";
import { dailySafetyRun } from "./daily-safety.tables";
import type { SettingRow } from "./daily-safety-settings";

// One organisation's daily send and reminder for one school day. Both are safe to run any number of
// times, from any number of workers at once: the send claims the day's run row (unique organisation and
// date) in the transaction that creates the safety send, and the reminder claims `reminded_at` in the
// transaction of its resend. A crash before the commit leaves nothing claimed, so the next minute's
// sweep tries again; after it, nothing is sent twice.

export type DailySendResult =
  | { outcome: "sent"; safetySendId: number; recipients: number }
  | { outcome: "nobody" }
  | { outcome: "duplicate" };

/** The day's send is titled with its date, so members tell one morning's question from another's. */
export function dailyTitle(title: string, date: string): string {
  return `${title}（${date.slice(5, 7)}/${date.slice(8, 10)}）`;
}

const wakeSenders = (deps: SafetyDeps) => {
  deps.delivery.wake();
  deps.jobs.wake(MAIL_SEND_JOB);
};

export async function runDailySend(
  deps: SafetyDeps,
  setting: SettingRow,
  date: string,
): Promise<DailySendResult> {
  const { tenantId, organizationId } = setting;
  const result = await deps.db.transaction(async (tx): Promise<DailySendResult> => {
    const [claimed] = await tx
      .insert(dailySafetyRun)
      .values({ tenantId, organizationId, date, outcome: "NOBODY" })
      .onConflictDoNothing()
      .returning({ id: dailySafetyRun.id });
    if (!claimed) return { outcome: "duplicate" };
    const target = PushTarget.parse(setting.target);
    // A school-wide check that no staff member sends: the whole organisation, as an automatic send reads it.
    const memberIds = await organizationTargetMemberIds(
      tx,
      { tenantId, organizationId, processMode: ProcessMode.NORMAL },
      target,
      { groupMemberIds: await groupMemberIds(tx, tenantId, target.groupIds) },
    );
    if (memberIds.length === 0) return { outcome: "nobody" };
    const send = await createSafetySend(
      { ...deps, db: tx },
      {
        tenantId,
        organizationId,
        processMode: ProcessMode.NORMAL,
        kind: NotificationType.DAILY_SAFETY,
        templateId: null,
        title: dailyTitle(setting.title, date),
        bodyHtml: setting.bodyHtml,
        questions: [...setting.questions],
        isDrill: false,
        origin: "AUTOMATIC",
        trigger: null,
        // The safety module's own once-only key, a second guard beside the run row.
        autoKey: `daily-safety|${date}`,
        target,
        createdBy: null,
      },
      { members: memberIds },
    );
    if (!send)
      throw new Error(
        `daily-safety: a send of ${date} exists without its run row (organization ${organizationId})`,
      );
    await tx
      .update(dailySafetyRun)
      .set({ outcome: "SENT", safetySendId: send.id, recipientCount: memberIds.length })
      .where(and(eq(dailySafetyRun.tenantId, tenantId), eq(dailySafetyRun.id, claimed.id)));
    return { outcome: "sent", safetySendId: send.id, recipients: memberIds.length };
  });
  // After the commit: a worker woken earlier would find nothing and sleep a whole polling interval.
  if (result.outcome === "sent") wakeSenders(deps);
  return result;
}

export type ReminderResult =
  | { outcome: "reminded"; recipients: number }
  | { outcome: "closed" }
  | { outcome: "none" };

/**
 * The reminder resends to those with no answer yet (ResendType 3 未回答者), not to the unread (2): the
 * daily check is done only by answering, and a member who opened the question in the morning but never
 * answered is exactly who the reminder is for. A send staff closed by hand gets no reminder.
 */
export async function runReminder(
  deps: SafetyDeps,
  setting: SettingRow,
  date: string,
): Promise<ReminderResult> {
  const { tenantId, organizationId } = setting;
  const result = await deps.db.transaction(async (tx): Promise<ReminderResult> => {
    const [run] = await tx
      .update(dailySafetyRun)
      .set({ remindedAt: sql`now()`, reminderCount: 0 })
      .where(
        and(
          eq(dailySafetyRun.tenantId, tenantId),
          eq(dailySafetyRun.organizationId, organizationId),
          eq(dailySafetyRun.date, date),
          isNull(dailySafetyRun.remindedAt),
          isNotNull(dailySafetyRun.safetySendId),
        ),
      )
      .returning();
    if (!run) return { outcome: "none" };
    const send = await findOwnSend(tx as Db, { tenantId, organizationId }, run.safetySendId!);
    if (send.closedAt !== null) return { outcome: "closed" };
    const recipients = await resendInTransaction(tx, deps, send, ResendType.NO_REPLY, null);
    await tx
      .update(dailySafetyRun)
      .set({ reminderCount: recipients })
      .where(and(eq(dailySafetyRun.tenantId, tenantId), eq(dailySafetyRun.id, run.id)));
    return { outcome: "reminded", recipients };
  });
  if (result.outcome === "reminded" && result.recipients > 0) wakeSenders(deps);
  return result;
}
