import type { ThresholdIntensity, TsunamiLevel } from "@gakumu/domain";
import { and, eq, gte, inArray, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../platform/jobs/job-queue";
import { MAIL_SEND_JOB } from "../../platform/mail/mail-send-job";
import type { Mailer } from "../../platform/mail/mailer";
import { AFTERSHOCK_WINDOW_MS, decide, type PastDecision, type ReportFacts } from "./decide";
import { cancelReported } from "./jma-cancellations";
import type { JmaDocument } from "./jma-document";
import { markDecided, undecidedDocuments } from "./jma-poll";
import { safetyAutoDecision, safetyAutoRule } from "./safety-jma.tables";
import { mailStaff } from "./staff-mail";
import { tellStaffOfWithdrawnSends } from "./withdrawn-sends";

// Each fetched document is decided for every organisation whose automatic send is on, one
// transaction per organisation: the decision row (unique per organisation and document, so a re-run
// after a crash adds nothing), the canceled waiting sends, the staff mails of a 取消 (a send stopped,
// or one already out whose report was withdrawn), and the release job that sends after the guard delay.

export const JMA_RELEASE_JOB = "safety-jma.release";

export interface ReleaseJobData {
  decisionId: number;
}

interface DecideDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  /** JMA_MAX_REPORT_AGE_MINUTES. */
  maxReportAgeMinutes: number;
}

type RuleRow = typeof safetyAutoRule.$inferSelect;

async function historyOf(tx: Db, rule: RuleRow, doc: JmaDocument, reportedAt: Date): Promise<PastDecision[]> {
  const rows = await tx
    .select()
    .from(safetyAutoDecision)
    .where(
      and(
        eq(safetyAutoDecision.tenantId, rule.tenantId),
        eq(safetyAutoDecision.organizationId, rule.organizationId),
        inArray(safetyAutoDecision.decision, ["TRIGGER", "AFTERSHOCK"]),
        or(
          eq(safetyAutoDecision.eventId, doc.head.eventId),
          and(
            gte(safetyAutoDecision.reportedAt, new Date(reportedAt.getTime() - AFTERSHOCK_WINDOW_MS)),
            lte(safetyAutoDecision.reportedAt, new Date(reportedAt.getTime() + AFTERSHOCK_WINDOW_MS)),
          ),
        ),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    kind: r.kind as PastDecision["kind"],
    decision: r.decision as PastDecision["decision"],
    sendState: r.sendState as PastDecision["sendState"],
    strength: r.strength,
    areaCodes: r.areaCodes,
    reportedAt: r.reportedAt,
  }));
}

const validDate = (raw: string, fallback: Date) => {
  const d = new Date(raw);
  return Number.isNaN(d.getTime()) ? fallback : d;
};

async function decideForOrganisation(
  deps: DecideDeps,
  documentId: number,
  doc: JmaDocument,
  rule: RuleRow,
  facts: ReportFacts,
): Promise<{ released: boolean; mailed: boolean }> {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const reportedAt = validDate(doc.head.reportDateTime, now);
    const history = await historyOf(tx, rule, doc, reportedAt);
    const decision = decide(
      doc,
      {
        enabled: rule.enabled,
        prefectureCodes: rule.prefectureCodes,
        thresholdIntensity: rule.thresholdIntensity as ThresholdIntensity,
        tsunamiLevel: rule.tsunamiLevel as TsunamiLevel | null,
        tsunamiAreaCodes: rule.tsunamiAreaCodes,
      },
      history,
      facts,
    );
    const sends = decision.decision === "TRIGGER" || decision.decision === "AFTERSHOCK";
    const sendAt = new Date(now.getTime() + rule.guardDelayMinutes * 60_000);
    const [row] = await tx
      .insert(safetyAutoDecision)
      .values({
        tenantId: rule.tenantId,
        organizationId: rule.organizationId,
        documentId,
        eventId: doc.head.eventId.slice(0, 64) || "（なし）",
        kind: doc.kind === "tsunami" ? "tsunami" : "earthquake",
        title: doc.control.title.slice(0, 100),
        infoType: doc.head.infoType.slice(0, 8),
        status: doc.control.status.slice(0, 8),
        headline: doc.head.headline,
        reportedAt,
        decision: decision.decision,
        reason: decision.reason,
        strength: decision.strength,
        strengthLabel: decision.strengthLabel,
        areaCodes: decision.areaCodes,
        areaNames: decision.areaNames,
        sendState: sends ? "WAITING" : null,
        staffOnly: decision.decision === "AFTERSHOCK",
        sendAt: sends ? sendAt : null,
      })
      .onConflictDoNothing({ target: [safetyAutoDecision.organizationId, safetyAutoDecision.documentId] })
      .returning({ id: safetyAutoDecision.id });
    if (!row) return { released: false, mailed: false };

    let mailed = false;
    if (decision.cancelIds.length > 0) {
      const canceled = await tx
        .update(safetyAutoDecision)
        .set({ sendState: "CANCELED", canceledAt: now })
        .where(
          and(
            eq(safetyAutoDecision.tenantId, rule.tenantId),
            inArray(safetyAutoDecision.id, decision.cancelIds),
            eq(safetyAutoDecision.sendState, "WAITING"),
          ),
        )
        .returning({ id: safetyAutoDecision.id });
      if (decision.decision === "CANCEL" && canceled.length > 0)
        mailed =
          (await mailStaff(tx, deps.mailer, {
            tenantId: rule.tenantId,
            organizationId: rule.organizationId,
            staffLoginUserIds: rule.staffLoginUserIds,
            decisionId: row.id,
            params: {
              action: "CANCELED",
              title: doc.control.title,
              headline: doc.head.headline,
              strengthLabel: null,
              areaNames: [],
              reportedAt,
              reason: decision.reason,
            },
          })) > 0;
    }
    const told = await tellStaffOfWithdrawnSends(tx, deps.mailer, {
      tenantId: rule.tenantId,
      organizationId: rule.organizationId,
      staffLoginUserIds: rule.staffLoginUserIds,
      sentIds: decision.withdrawnSentIds,
    });
    mailed ||= told > 0;
    if (sends)
      await deps.jobs.enqueue<ReleaseJobData>(
        JMA_RELEASE_JOB,
        { decisionId: row.id },
        { tenantId: rule.tenantId, startAfter: sendAt, tx, singletonKey: `decision-${row.id}` },
      );
    return { released: sends, mailed };
  });
}

/** Decides every fetched, undecided document for every organisation whose automatic send is on. */
export async function decidePendingDocuments(deps: DecideDeps): Promise<number> {
  const documents = await undecidedDocuments(deps.db);
  if (documents.length === 0) return 0;
  const rules = await deps.db.select().from(safetyAutoRule).where(eq(safetyAutoRule.enabled, true));
  let decided = 0;
  for (const document of documents) {
    if (!document.parsed) continue;
    const facts: ReportFacts = {
      cancelReported: await cancelReported(deps.db, document.parsed),
      now: new Date(),
      maxReportAgeMinutes: deps.maxReportAgeMinutes,
    };
    let released = false;
    let mailed = false;
    for (const rule of rules) {
      const outcome = await decideForOrganisation(deps, document.id, document.parsed, rule, facts);
      released ||= outcome.released;
      mailed ||= outcome.mailed;
    }
    await markDecided(deps.db, document.id);
    if (released) deps.jobs.wake(JMA_RELEASE_JOB);
    if (mailed) deps.jobs.wake(MAIL_SEND_JOB);
    decided++;
  }
  return decided;
}
