import { isExpectedDay, NotificationType } from "@gakumu/domain";
import holidayJp from "@holiday-jp/holiday_jp";
import { and, eq, lte, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { contactReminderMemberIds } from "../members/member-contact-lookups";
import { tokyoNow } from "./contact-post";
import { type ContactSettingRow, toSetting } from "./contact-settings";
import { contact, contactReminderRun, contactSetting } from "./contacts.tables";

// The minute's look at every school whose reminder is on: on a day a report is expected, from the
// reminder time until the cut-off (after it a reminder would only invite a refused report), the
// families with no report for today (a withdrawn one does not count) get one message through the
// delivery engine. The day's run row (unique organisation and date) is claimed in the transaction of
// the delivery, so two workers or a restart remind once; a crash before the commit leaves it unclaimed.

export interface ContactReminderDeps {
  db: Db;
  delivery: DeliveryEngine;
}

const HOLIDAYS = holidayJp.holidays as Readonly<Record<string, unknown>>;
export const isJapaneseHoliday = (date: string) => HOLIDAYS[date] !== undefined;

export type RemindOutcome = { outcome: "reminded"; recipients: number } | { outcome: "duplicate" };

export async function remindOrganization(
  deps: ContactReminderDeps,
  setting: ContactSettingRow,
  date: string,
): Promise<RemindOutcome> {
  const owner = { tenantId: setting.tenantId, organizationId: setting.organizationId };
  const rules = toSetting(setting);
  const result = await deps.db.transaction(async (tx): Promise<RemindOutcome> => {
    const [run] = await tx
      .insert(contactReminderRun)
      .values({ ...owner, date })
      .onConflictDoNothing()
      .returning({ id: contactReminderRun.id });
    if (!run) return { outcome: "duplicate" };
    const reporters = await tx
      .selectDistinct({ memberId: contact.memberId })
      .from(contact)
      .where(
        and(
          eq(contact.tenantId, owner.tenantId),
          eq(contact.organizationId, owner.organizationId),
          eq(contact.date, date),
          ne(contact.status, "WITHDRAWN"),
        ),
      );
    const recipients = await contactReminderMemberIds(
      tx,
      owner,
      date,
      reporters.map((r) => r.memberId),
    );
    if (recipients.length === 0) return { outcome: "reminded", recipients: 0 };
    const { deliveryId } = await deps.delivery.schedule(tx, {
      ...owner,
      kind: NotificationType.CONTACT,
      sourceId: run.id,
      title: rules.reminderTitle,
      bodyHtml: `<p>${rules.reminderBody.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`,
      bodyText: rules.reminderBody,
      replyEnabled: false,
      urgent: false,
      sendAt: null,
      recipientMemberIds: recipients,
      createdBy: null,
    });
    await tx
      .update(contactReminderRun)
      .set({ deliveryId, recipientCount: recipients.length })
      .where(and(eq(contactReminderRun.tenantId, owner.tenantId), eq(contactReminderRun.id, run.id)));
    return { outcome: "reminded", recipients: recipients.length };
  });
  if (result.outcome === "reminded" && result.recipients > 0) deps.delivery.wake();
  return result;
}

export async function sweepContactReminders(deps: ContactReminderDeps, now = new Date()) {
  const { today, time } = tokyoNow(now);
  const due = await deps.db
    .select()
    .from(contactSetting)
    .where(and(eq(contactSetting.reminderEnabled, true), lte(contactSetting.reminderTime, time)));
  const summary = { date: today, reminded: 0, failed: 0 };
  const errors: string[] = [];
  for (const setting of due) {
    if (setting.cutoffTime !== null && time >= setting.cutoffTime) continue;
    if (!isExpectedDay(today, toSetting(setting).expectedDays, isJapaneseHoliday)) continue;
    try {
      if ((await remindOrganization(deps, setting, today)).outcome === "reminded") summary.reminded++;
    } catch (error) {
      summary.failed++;
      errors.push(`organization ${setting.organizationId}: ${(error as Error).message}`);
    }
  }
  if (errors.length > 0) throw new Error(`contact reminder ${today} ${time}: ${errors.join("; ")}`);
  return summary;
}
