import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JmaDocument } from "./jma-document";
import { safetyJmaDocument } from "./safety-jma.tables";

// JMA withdraws a report by publishing a 取消 with the same EventID. The 取消 can reach us before the
// report it withdraws: both in one read of the feed, or the report's download failed and succeeded on
// a later poll, or the feed was out and came back with both. So a report is checked against every
// 取消 fetched so far, not only against the sends it could still cancel.

/** A real (通常) 取消 of this report's EventID and kind (earthquake / tsunami) has been fetched. */
export async function cancelReported(db: Db, doc: JmaDocument): Promise<boolean> {
  const eventId = doc.head.eventId.slice(0, 64);
  if (eventId === "" || doc.kind === "other") return false;
  const [found] = await db
    .select({ id: safetyJmaDocument.id })
    .from(safetyJmaDocument)
    .where(
      and(
        eq(safetyJmaDocument.eventId, eventId),
        eq(safetyJmaDocument.state, "FETCHED"),
        sql`${safetyJmaDocument.parsed}->'head'->>'infoType' = '取消'`,
        sql`${safetyJmaDocument.parsed}->'control'->>'status' = '通常'`,
        sql`${safetyJmaDocument.parsed}->>'kind' = ${doc.kind}`,
      ),
    )
    .limit(1);
  return found !== undefined;
}
