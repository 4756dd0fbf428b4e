import {
  SAFETY_AUTO_LOG_PAGE_SIZE,
  type SafetyAutoDecisionKind,
  type SafetyAutoFeedStatus,
  type SafetyAutoLogPage,
} from "@gakumu/domain";
import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { SAFETY_AUTO_MENU } from "./safety-jma.menu";
import { safetyAutoDecision, safetyJmaDocument, safetyJmaFeed } from "./safety-jma.tables";

// 自動配信の履歴: what each JMA report decided for this organisation, newest first, and how the
// platform's reading of the JMA feed is going (the same for every school: no school's data in it).

type Row = typeof safetyAutoDecision.$inferSelect;

/** One label per row for the screen: the decision and, for sends, where the send stands. */
export function shownDecision(row: Pick<Row, "decision" | "sendState">): SafetyAutoDecisionKind {
  if (row.sendState === "CANCELED") return "CANCELED";
  if (row.decision === "AFTERSHOCK") return "AFTERSHOCK";
  if (row.decision === "TRIGGER") return row.sendState === "SENT" ? "SENT" : "SCHEDULED";
  if (row.decision === "CANCEL") return "CANCEL_REPORT";
  return "IGNORED";
}

export async function listDecisions(db: Db, ctx: RequestContext, page: number): Promise<SafetyAutoLogPage> {
  requireMenu(ctx, SAFETY_AUTO_MENU, "read");
  const where = and(
    eq(safetyAutoDecision.tenantId, ctx.tenantId),
    eq(safetyAutoDecision.organizationId, ctx.organizationId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(safetyAutoDecision)
      .where(where)
      .orderBy(desc(safetyAutoDecision.decidedAt), desc(safetyAutoDecision.id))
      .limit(SAFETY_AUTO_LOG_PAGE_SIZE)
      .offset((page - 1) * SAFETY_AUTO_LOG_PAGE_SIZE),
    db.select({ n: count() }).from(safetyAutoDecision).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      decidedAt: r.decidedAt.toISOString(),
      eventId: r.eventId,
      kind: r.kind === "tsunami" ? "tsunami" : "earthquake",
      title: r.title,
      infoType: r.infoType,
      status: r.status,
      headline: r.headline,
      maxIntensityLabel: r.strengthLabel,
      areaNames: r.areaNames,
      decision: shownDecision(r),
      reason: r.reason,
      sendAt: r.sendAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page,
    pageSize: SAFETY_AUTO_LOG_PAGE_SIZE,
  };
}

export async function feedStatus(
  db: Db,
  ctx: RequestContext,
  baseUrl: string,
): Promise<SafetyAutoFeedStatus> {
  requireMenu(ctx, SAFETY_AUTO_MENU, "read");
  const feedUrl = `${baseUrl}/eqvol.xml`;
  const [[feed], [documents], errors] = await Promise.all([
    db.select().from(safetyJmaFeed).where(eq(safetyJmaFeed.url, feedUrl)),
    db.select({ n: count() }).from(safetyJmaDocument).where(eq(safetyJmaDocument.state, "FETCHED")),
    db
      .select({
        at: safetyJmaDocument.createdAt,
        url: safetyJmaDocument.url,
        message: safetyJmaDocument.error,
      })
      .from(safetyJmaDocument)
      .where(isNotNull(safetyJmaDocument.error))
      .orderBy(desc(safetyJmaDocument.id))
      .limit(5),
  ]);
  return {
    feedUrl,
    lastPolledAt: feed?.lastPolledAt?.toISOString() ?? null,
    lastSuccessAt: feed?.lastSuccessAt?.toISOString() ?? null,
    lastError: feed?.lastError ?? null,
    documentCount: documents?.n ?? 0,
    recentErrors: errors.map((e) => ({ at: e.at.toISOString(), url: e.url, message: e.message ?? "" })),
  };
}
