import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginUser } from "../../platform/auth/login-user.tables";
import type { Mailer } from "../../platform/mail/mailer";
import type { SafetyStaffAlertParams } from "../../platform/mail/templates/safety-staff-alert";

/**
 * Mails the chosen staff inside `tx` (sent only if it commits). The idempotency key names the alert and
 * the person, so a retried job or a second worker never mails anyone twice. Only the organisation's own
 * login users with an address are mailed, whatever ids the settings hold by now.
 */
export async function mailAlert(
  tx: Db,
  mailer: Mailer,
  input: {
    tenantId: number;
    organizationId: number;
    staffLoginUserIds: readonly number[];
    /** e.g. `serious:<send>:<recipient>`; the staff id is appended. */
    key: string;
    params: SafetyStaffAlertParams;
  },
): Promise<number> {
  if (input.staffLoginUserIds.length === 0) return 0;
  const staff = await tx
    .select({ id: loginUser.id, mail: loginUser.mailAddress })
    .from(loginUser)
    .where(
      and(
        eq(loginUser.tenantId, input.tenantId),
        eq(loginUser.organizationId, input.organizationId),
        inArray(loginUser.id, [...input.staffLoginUserIds]),
      ),
    );
  const requests = staff
    .filter((s) => s.mail.includes("@"))
    .map((s) => ({
      tenantId: input.tenantId,
      organizationId: input.organizationId,
      to: s.mail,
      template: "safety-staff-alert" as const,
      params: input.params,
      idempotencyKey: `safety-alert:${input.key}:${s.id}`,
    }));
  if (requests.length > 0) await mailer.sendMany(requests, { tx });
  return requests.length;
}
