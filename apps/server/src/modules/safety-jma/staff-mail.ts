import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginUser } from "../../platform/auth/login-user.tables";
import type { Mailer } from "../../platform/mail/mailer";
import type { SafetyAutoStaffParams } from "../../platform/mail/templates/safety-auto-staff";

/**
 * Mails the rule's staff, inside the caller's transaction (sent only if it commits), once per decision
 * and person whatever retries happen. Staff of another tenant can never be named: ids are looked up
 * within the decision's tenant.
 */
export async function mailStaff(
  tx: Db,
  mailer: Mailer,
  input: {
    tenantId: number;
    organizationId: number;
    staffLoginUserIds: number[];
    decisionId: number;
    params: SafetyAutoStaffParams;
  },
): Promise<number> {
  if (input.staffLoginUserIds.length === 0) return 0;
  const staff = await tx
    .select({ id: loginUser.id, mail: loginUser.mailAddress })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, input.tenantId), inArray(loginUser.id, input.staffLoginUserIds)));
  const requests = staff
    .filter((s) => s.mail.includes("@"))
    .map((s) => ({
      tenantId: input.tenantId,
      organizationId: input.organizationId,
      to: s.mail,
      template: "safety-auto-staff" as const,
      params: input.params,
      idempotencyKey: `safety-auto:${input.decisionId}:${input.params.action}:${s.id}`,
    }));
  if (requests.length > 0) await mailer.sendMany(requests, { tx });
  return requests.length;
}
