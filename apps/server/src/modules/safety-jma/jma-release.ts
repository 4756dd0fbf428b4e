import { type AutomaticSendPayload, PushTarget, SAFETY_AUTOMATIC_SEND_JOB } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { JobHandler } from "../../platform/jobs/job-runner";
import { MAIL_SEND_JOB } from "../../platform/mail/mail-send-job";
import type { Mailer } from "../../platform/mail/mailer";
import type { ReleaseJobData } from "./jma-decisions";
import { safetyAutoDecision, safetyAutoRule } from "./safety-jma.tables";
import { mailStaff } from "./staff-mail";

// After the guard delay: a send still WAITING (no 取消 came) is handed to the safety module as a
// `safety.automatic-send` job and the rule's staff are mailed, in one transaction. A canceled or
// already released decision is left alone, so retries and a late run after a 取消 do nothing.

export function releaseHandler(deps: { db: Db; jobs: JobQueue; mailer: Mailer }): JobHandler<ReleaseJobData> {
  return async (data, ctx) => {
    const tenantId = ctx.tenantId;
    if (tenantId === null) return { released: false };
    const outcome = await deps.db.transaction(async (tx) => {
      const [decision] = await tx
        .select()
        .from(safetyAutoDecision)
        .where(and(eq(safetyAutoDecision.id, data.decisionId), eq(safetyAutoDecision.tenantId, tenantId)))
        .for("update");
      if (decision?.sendState !== "WAITING") return { released: false };
      const [rule] = await tx
        .select()
        .from(safetyAutoRule)
        .where(
          and(
            eq(safetyAutoRule.tenantId, tenantId),
            eq(safetyAutoRule.organizationId, decision.organizationId),
          ),
        );
      const now = new Date();
      if (!rule?.enabled) {
        await tx
          .update(safetyAutoDecision)
          .set({
            sendState: "CANCELED",
            canceledAt: now,
            reason: `${decision.reason}（送信前に自動配信が無効にされたため中止しました）`,
          })
          .where(eq(safetyAutoDecision.id, decision.id));
        return { released: false };
      }
      const payload: AutomaticSendPayload = {
        tenantId,
        organizationId: decision.organizationId,
        trigger: {
          kind: decision.kind === "tsunami" ? "tsunami" : "earthquake",
          eventId: decision.eventId,
          documentId: decision.documentId,
          headline: decision.headline,
          maxIntensityLabel: decision.strengthLabel,
          areaNames: decision.areaNames,
          reportDateTime: decision.reportedAt.toISOString(),
        },
        staffOnly: decision.staffOnly,
        target: PushTarget.parse(rule.target),
      };
      const jobId = await deps.jobs.enqueue(SAFETY_AUTOMATIC_SEND_JOB, payload, { tenantId, tx });
      await tx
        .update(safetyAutoDecision)
        .set({ sendState: "SENT", sentAt: now, sendJobId: jobId })
        .where(eq(safetyAutoDecision.id, decision.id));
      const mailed = await mailStaff(tx, deps.mailer, {
        tenantId,
        organizationId: decision.organizationId,
        staffLoginUserIds: rule.staffLoginUserIds,
        decisionId: decision.id,
        params: {
          action: decision.staffOnly ? "AFTERSHOCK" : "SENT",
          title: decision.title,
          headline: decision.headline,
          strengthLabel: decision.strengthLabel,
          areaNames: decision.areaNames,
          reportedAt: decision.reportedAt,
          reason: decision.reason,
        },
      });
      return { released: true, jobId, mailed };
    });
    if (outcome.released) {
      deps.jobs.wake(SAFETY_AUTOMATIC_SEND_JOB);
      deps.jobs.wake(MAIL_SEND_JOB);
    }
    return outcome;
  };
}
