import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginUser } from "../../platform/auth/login-user.tables";
import { sqlRows } from "../../platform/delivery/sql-rows";
import type { JobContext } from "../../platform/jobs/job-runner";
import { MAIL_SEND_JOB } from "../../platform/mail/mail-send-job";
import type { Mailer } from "../../platform/mail/mailer";
import type { ModuleJobServices } from "../../platform/module-kit/module-definition";
import { loadHierarchy } from "../members/member-hierarchy";
import { memberPhones } from "../members/member-safety-lookups";
import { memberLabels } from "../members/member-targets";
import { countsOf, openSentSafetySends, recipientWithSend, type SafetyRecipientRow } from "../safety";
import { alertSettingsOf } from "./safety-alert-settings";
import { safetyAlertNoContact } from "./safety-alerts.tables";
import {
  SAFETY_NO_CONTACT_ALERT_JOB,
  SAFETY_SERIOUS_ALERT_JOB,
  type SeriousAlertJobData,
} from "./serious-alert-job";
import { mailAlert } from "./staff-recipients";

interface AlertDeps {
  db: Db;
  mailer: Mailer;
  jobs: ModuleJobServices["jobs"];
}

/** Who answered, as the result screens name them: member name, placement and numbers to call; or 職員. */
async function personOf(db: Db, row: SafetyRecipientRow) {
  if (row.memberId === null) {
    const [user] =
      row.loginUserId === null
        ? []
        : await db
            .select({ name: loginUser.name })
            .from(loginUser)
            .where(and(eq(loginUser.tenantId, row.tenantId), eq(loginUser.id, row.loginUserId)));
    return { personName: user?.name ?? "（削除済み）", placement: "職員", phoneNumbers: [] as string[] };
  }
  const [labels, phones, hierarchy] = await Promise.all([
    memberLabels(db, row.tenantId, [row.memberId]),
    memberPhones(db, row.tenantId, [row.memberId]),
    loadHierarchy(db, row.organizationId),
  ]);
  const phone = phones.get(row.memberId);
  return {
    personName: labels.get(row.memberId)?.name ?? "（削除済み）",
    placement: hierarchy
      .namesOf([row.divisionCd, row.sectionCd, row.subsectionCd, row.unitCd, row.subunitCd])
      .join(" ／ "),
    phoneNumbers: [phone?.mobileTelNo, phone?.telNo].filter((n): n is string => !!n && n.trim() !== ""),
  };
}

/**
 * The 重傷 alert of one answer. An answer changed back from 重傷 before the job ran alerts nobody; each
 * staff member gets one mail per recipient and send, however often the answer is given or the job runs.
 */
export async function runSeriousAlert(deps: AlertDeps, raw: unknown, job: Pick<JobContext, "tenantId">) {
  const recipientId = (raw as Partial<SeriousAlertJobData> | null)?.recipientId;
  if (job.tenantId === null || !Number.isSafeInteger(recipientId))
    throw new Error("safety-alerts.serious: the job names no tenant or recipient");
  const found = await recipientWithSend(deps.db, job.tenantId, recipientId!);
  if (!found) return { outcome: "gone" as const };
  const { recipient, send } = found;
  if (recipient.safetyState !== 3) return { outcome: "no-longer-serious" as const };
  const settings = await alertSettingsOf(deps.db, send.tenantId, send.organizationId);
  if (!settings || settings.staffLoginUserIds.length === 0) return { outcome: "nobody" as const };
  const person = await personOf(deps.db, recipient);
  const mailed = await deps.db.transaction((tx) =>
    mailAlert(tx, deps.mailer, {
      tenantId: send.tenantId,
      organizationId: send.organizationId,
      staffLoginUserIds: settings.staffLoginUserIds,
      key: `serious:${send.id}:${recipient.id}`,
      params: {
        kind: "SERIOUS",
        title: send.title,
        isDrill: send.isDrill,
        answeredAt: recipient.answeredAt ?? new Date(),
        ...person,
      },
    }),
  );
  if (mailed > 0) deps.jobs.wake(MAIL_SEND_JOB);
  return { outcome: "mailed" as const, mailed };
}

/** Sends whose threshold passed within the last day: an old send left open does not alert when switched on. */
const OVERDUE = sql`
  select s.id, s.tenant_id, s.organization_id, s.title, s.is_drill, s.sent_at, a.no_contact_minutes,
         a.staff_login_user_ids
    from ${openSentSafetySends} s
    join safety_alert_setting a on a.tenant_id = s.tenant_id and a.organization_id = s.organization_id
   where a.no_contact_minutes is not null
     and s.sent_at + make_interval(mins => a.no_contact_minutes) <= now()
     and s.sent_at + make_interval(mins => a.no_contact_minutes) > now() - interval '1 day'
     and not exists (select 1 from safety_alert_no_contact n where n.safety_send_id = s.id)
   order by s.id
   limit 50`;

interface OverdueRow {
  id: string | number;
  tenant_id: number;
  organization_id: number;
  title: string;
  is_drill: boolean;
  sent_at: string | Date;
  no_contact_minutes: number;
  staff_login_user_ids: number[] | string;
}

/** One overdue send: its row in safety_alert_no_contact and the staff mails commit together, once. */
async function alertNoContact(deps: AlertDeps, s: OverdueRow): Promise<number> {
  const sendId = Number(s.id);
  return deps.db.transaction(async (tx) => {
    // Counted on safety_recipient's (tenant, send, state) index: quick even for 100,000 recipients.
    const counts = (await countsOf(tx, s.tenant_id, [sendId])).get(sendId);
    const recipients = counts?.recipients ?? 0;
    const unanswered = counts?.noContact ?? 0;
    const [claimed] = await tx
      .insert(safetyAlertNoContact)
      .values({
        tenantId: s.tenant_id,
        safetySendId: sendId,
        minutes: s.no_contact_minutes,
        unanswered,
        recipients,
      })
      .onConflictDoNothing()
      .returning({ id: safetyAlertNoContact.id });
    // Another worker took it, or everyone has answered: recorded, nobody to tell.
    if (!claimed || unanswered === 0) return 0;
    const staff =
      typeof s.staff_login_user_ids === "string"
        ? JSON.parse(s.staff_login_user_ids)
        : s.staff_login_user_ids;
    return mailAlert(tx, deps.mailer, {
      tenantId: s.tenant_id,
      organizationId: s.organization_id,
      staffLoginUserIds: staff,
      key: `no-contact:${sendId}`,
      params: {
        kind: "NO_CONTACT",
        title: s.title,
        isDrill: s.is_drill,
        sentAt: new Date(s.sent_at),
        minutes: s.no_contact_minutes,
        unanswered,
        recipients,
      },
    });
  });
}

/** The minute's check of every organisation's open sends against its "no contact after N minutes". */
export async function runNoContactCheck(deps: AlertDeps) {
  const overdue = await sqlRows<OverdueRow>(deps.db, OVERDUE);
  let mailed = 0;
  for (const s of overdue) mailed += await alertNoContact(deps, s);
  if (mailed > 0) deps.jobs.wake(MAIL_SEND_JOB);
  return { checked: overdue.length, mailed };
}

export function defineAlertJobs(services: ModuleJobServices): void {
  const deps: AlertDeps = { db: services.db, mailer: services.mailer, jobs: services.jobs };
  services.jobs.define(SAFETY_SERIOUS_ALERT_JOB, (data, ctx) => runSeriousAlert(deps, data, ctx), {
    retryLimit: 5,
    retryDelay: 10,
    expireInSeconds: 120,
  });
  services.jobs.define(SAFETY_NO_CONTACT_ALERT_JOB, () => runNoContactCheck(deps), {
    // A missed minute is caught by the next; a retry would only overlap it.
    retryLimit: 0,
    expireInSeconds: 300,
    policy: "singleton",
  });
}
