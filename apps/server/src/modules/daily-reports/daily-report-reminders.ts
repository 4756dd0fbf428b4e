import { NotificationType, ProcessMode, PushTarget } from "@gakumu/domain";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { tokyoClock } from "../daily-safety/school-days";
import { groupMemberIds } from "../member-groups/group-targets";
import { organizationTargetMemberIds } from "../members/member-safety-lookups";
import type { TemplateRow } from "./daily-report-templates";
import { dailyReport, dailyReportReminder, dailyReportTemplate } from "./daily-reports.tables";
import { judgeDueDay } from "./due-days";

// The daily reminder: at the template's reminder time on a due day, the members of its target who have
// not handed in that day's report get a message through the delivery engine (app push, LINE or mail,
// whichever they read), pointing at /regist-daily-report?template=&date=, which opens that day's form in the member app
// (its login first when needed) with or without the app installed. The
// day's reminder row is claimed in the transaction that schedules the delivery, so a second worker or
// a rerun after a crash reminds nobody twice.

export type ReminderOutcome = "sent" | "nobody" | "duplicate";

export async function remindTemplate(
  deps: { db: Db; delivery: DeliveryEngine },
  template: TemplateRow,
  date: string,
): Promise<ReminderOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<ReminderOutcome> => {
    const [claimed] = await tx
      .insert(dailyReportReminder)
      .values({ tenantId: template.tenantId, templateId: template.id, date })
      .onConflictDoNothing()
      .returning({ id: dailyReportReminder.id });
    if (!claimed) return "duplicate";
    const target = PushTarget.parse(template.target);
    const scope = {
      tenantId: template.tenantId,
      organizationId: template.organizationId,
      processMode: ProcessMode.NORMAL,
    };
    const ids = await organizationTargetMemberIds(tx, scope, target, {
      groupMemberIds: await groupMemberIds(tx, template.tenantId, target.groupIds),
      today: date,
    });
    const submitted = new Set(
      (
        await tx
          .select({ memberId: dailyReport.memberId })
          .from(dailyReport)
          .where(
            and(
              eq(dailyReport.tenantId, template.tenantId),
              eq(dailyReport.templateId, template.id),
              eq(dailyReport.date, date),
            ),
          )
      ).map((r) => r.memberId),
    );
    const missing = ids.filter((id) => !submitted.has(id));
    if (missing.length === 0) return "nobody";
    const day = `${date.slice(5, 7)}/${date.slice(8, 10)}`;
    const text = `今日（${day}）の「${template.name}」がまだ提出されていません。学務アプリの「日報」、または次のページから提出してください。`;
    const { deliveryId } = await deps.delivery.schedule(tx, {
      tenantId: template.tenantId,
      organizationId: template.organizationId,
      kind: NotificationType.PUSH,
      sourceId: template.id,
      title: `日報の提出をお願いします（${day}）`,
      bodyHtml: `<p>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`,
      bodyText: text,
      linkUrl: `${deps.delivery.publicUrl}/regist-daily-report?template=${template.id}&date=${date}`,
      replyEnabled: false,
      urgent: false,
      sendAt: null,
      recipientMemberIds: missing,
      createdBy: null,
    });
    await tx
      .update(dailyReportReminder)
      .set({ deliveryId, recipientCount: missing.length })
      .where(eq(dailyReportReminder.id, claimed.id));
    return "sent";
  });
  if (outcome === "sent") deps.delivery.wake();
  return outcome;
}

/** Every enabled template whose reminder time has come today (Japan time) and that is due today. */
export async function sweepReminders(
  deps: { db: Db; delivery: DeliveryEngine },
  now = new Date(),
): Promise<number> {
  const { date, time } = tokyoClock(now);
  const templates = await deps.db
    .select()
    .from(dailyReportTemplate)
    .where(
      and(
        eq(dailyReportTemplate.enabled, true),
        isNotNull(dailyReportTemplate.reminderTime),
        lte(dailyReportTemplate.reminderTime, time),
        // Reminded already today: not even a transaction for it.
        sql`not exists (select 1 from ${dailyReportReminder} r
          where r.template_id = ${dailyReportTemplate.id} and r.date = ${date}::date)`,
      ),
    );
  let sent = 0;
  for (const template of templates) {
    if (!judgeDueDay(date, template).due) continue;
    if ((await remindTemplate(deps, template, date)) === "sent") sent += 1;
  }
  return sent;
}
