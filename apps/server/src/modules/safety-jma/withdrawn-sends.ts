import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Mailer } from "../../platform/mail/mailer";
import { safetyAutoDecision } from "./safety-jma.tables";
import { mailStaff } from "./staff-mail";

// A 取消 that comes after the guard delay finds the send already out: it cannot be called back, so the
// staff who were told of the send are told that JMA withdrew its report, which send it started, and
// that whether to tell the members is theirs to decide.

/**
 * Mails the rule's staff about each send in `sentIds` (this organisation's only), inside `tx`. One mail
 * per send and person however many 取消 of the event arrive (震度速報 and 震源・震度に関する情報 are
 * withdrawn separately). Returns the number of mails queued.
 */
export async function tellStaffOfWithdrawnSends(
  tx: Db,
  mailer: Mailer,
  input: { tenantId: number; organizationId: number; staffLoginUserIds: number[]; sentIds: number[] },
): Promise<number> {
  if (input.sentIds.length === 0 || input.staffLoginUserIds.length === 0) return 0;
  const sends = await tx
    .select()
    .from(safetyAutoDecision)
    .where(
      and(
        eq(safetyAutoDecision.tenantId, input.tenantId),
        eq(safetyAutoDecision.organizationId, input.organizationId),
        inArray(safetyAutoDecision.id, input.sentIds),
        eq(safetyAutoDecision.sendState, "SENT"),
      ),
    )
    .orderBy(safetyAutoDecision.id);
  let mailed = 0;
  for (const send of sends)
    mailed += await mailStaff(tx, mailer, {
      tenantId: input.tenantId,
      organizationId: input.organizationId,
      staffLoginUserIds: input.staffLoginUserIds,
      decisionId: send.id,
      params: {
        action: "WITHDRAWN",
        title: send.title,
        headline: send.headline,
        strengthLabel: send.strengthLabel,
        areaNames: send.areaNames,
        reportedAt: send.reportedAt,
        reason: send.reason,
        sentAt: send.sentAt,
        staffOnly: send.staffOnly,
      },
    });
  return mailed;
}
