import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type JmaDocument, parseJmaDocument } from "./jma-document";
import { isWatched, parseJmaFeed } from "./jma-feed";
import { fetchLimited } from "./jma-fetch";
import { safetyJmaDocument, safetyJmaFeed } from "./safety-jma.tables";

// The minute's poll of JMA's eqvol.xml: a conditional GET of the feed (ETag / Last-Modified), new
// entries of the watched titles remembered by their entry id, then each remembered document fetched
// once. A row is claimed before its fetch, so two pollers (two worker processes) never fetch the same
// document; a failed fetch is tried again on the next polls, MAX_ATTEMPTS times in all.

export const MAX_ATTEMPTS = 3;
/** Documents fetched per poll: a burst after an outage drains over a few minutes instead of one long run. */
const DOCUMENTS_PER_POLL = 30;

export interface PollResult {
  feed: "fetched" | "not-modified" | "failed";
  newEntries: number;
  fetched: number;
  failed: number;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

async function pollFeed(db: Db, feedUrl: string): Promise<Pick<PollResult, "feed" | "newEntries">> {
  const [state] = await db.select().from(safetyJmaFeed).where(eq(safetyJmaFeed.url, feedUrl));
  const now = new Date();
  const headers: Record<string, string> = {};
  if (state?.etag) headers["if-none-match"] = state.etag;
  if (state?.lastModified) headers["if-modified-since"] = state.lastModified;
  const record = (values: Partial<typeof safetyJmaFeed.$inferInsert>) =>
    db
      .insert(safetyJmaFeed)
      .values({ url: feedUrl, lastPolledAt: now, ...values })
      .onConflictDoUpdate({ target: safetyJmaFeed.url, set: { lastPolledAt: now, ...values } });
  try {
    const response = await fetchLimited(feedUrl, headers);
    if (response.status === 304) {
      await record({ lastSuccessAt: now, lastError: null });
      return { feed: "not-modified", newEntries: 0 };
    }
    if (response.status !== 200) throw new Error(`フィードの取得に失敗しました（HTTP ${response.status}）`);
    // The feed lists the newest first; rows are numbered in the order JMA published them.
    const entries = parseJmaFeed(response.body).filter(isWatched).reverse();
    const inserted =
      entries.length === 0
        ? []
        : await db
            .insert(safetyJmaDocument)
            .values(
              entries.map((e) => ({
                entryId: e.id.slice(0, 500),
                url: e.url.slice(0, 500),
                title: e.title.slice(0, 100),
                entryUpdated: e.updated?.slice(0, 40) ?? null,
              })),
            )
            .onConflictDoNothing({ target: safetyJmaDocument.entryId })
            .returning({ id: safetyJmaDocument.id });
    await record({
      etag: response.etag,
      lastModified: response.lastModified,
      lastSuccessAt: now,
      lastError: null,
    });
    return { feed: "fetched", newEntries: inserted.length };
  } catch (err) {
    await record({ lastError: message(err) });
    return { feed: "failed", newEntries: 0 };
  }
}

/** Claims one waiting document for this poll (attempts + 1), or null when another poll has it. */
async function claim(db: Db, id: number, attempts: number) {
  const [row] = await db
    .update(safetyJmaDocument)
    .set({ attempts: attempts + 1 })
    .where(
      and(
        eq(safetyJmaDocument.id, id),
        eq(safetyJmaDocument.state, "PENDING"),
        eq(safetyJmaDocument.attempts, attempts),
      ),
    )
    .returning({ id: safetyJmaDocument.id, url: safetyJmaDocument.url });
  return row ?? null;
}

async function fetchDocuments(db: Db): Promise<Pick<PollResult, "fetched" | "failed">> {
  const waiting = await db
    .select({ id: safetyJmaDocument.id, attempts: safetyJmaDocument.attempts })
    .from(safetyJmaDocument)
    .where(and(eq(safetyJmaDocument.state, "PENDING"), lt(safetyJmaDocument.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(safetyJmaDocument.id))
    .limit(DOCUMENTS_PER_POLL);
  let fetched = 0;
  let failed = 0;
  for (const doc of waiting) {
    const claimed = await claim(db, doc.id, doc.attempts);
    if (!claimed) continue;
    try {
      const response = await fetchLimited(claimed.url);
      if (response.status !== 200) throw new Error(`電文の取得に失敗しました（HTTP ${response.status}）`);
      const parsed = parseJmaDocument(response.body);
      await db
        .update(safetyJmaDocument)
        .set({
          state: "FETCHED",
          fetchedAt: new Date(),
          xml: response.body,
          parsed,
          eventId: parsed.head.eventId.slice(0, 64),
          error: null,
        })
        .where(eq(safetyJmaDocument.id, claimed.id));
      fetched++;
    } catch (err) {
      const lastTry = doc.attempts + 1 >= MAX_ATTEMPTS;
      await db
        .update(safetyJmaDocument)
        .set({ error: message(err), state: lastTry ? "FAILED" : "PENDING" })
        .where(eq(safetyJmaDocument.id, claimed.id));
      failed++;
    }
  }
  return { fetched, failed };
}

/** The poll: the feed, then the documents it named (and those earlier polls could not fetch). */
export async function pollJma(db: Db, baseUrl: string): Promise<PollResult> {
  const feed = await pollFeed(db, `${baseUrl}/eqvol.xml`);
  const documents = await fetchDocuments(db);
  return { ...feed, ...documents };
}

/** When JMA issued the document (Control/DateTime), in ms; documents without one sort last. */
function issuedAt(parsed: JmaDocument | null): number {
  const at = Date.parse(parsed?.control.dateTime ?? "");
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
}

/**
 * Fetched documents not yet decided on (a poll's, and those a crash left), in the order JMA issued
 * them: a report must be decided before its 取消 and a main shock before its aftershocks, whatever
 * order the feed listed them in or the downloads succeeded in.
 */
export async function undecidedDocuments(db: Db, limit = DOCUMENTS_PER_POLL) {
  const rows = await db
    .select({ id: safetyJmaDocument.id, title: safetyJmaDocument.title, parsed: safetyJmaDocument.parsed })
    .from(safetyJmaDocument)
    .where(and(eq(safetyJmaDocument.state, "FETCHED"), isNull(safetyJmaDocument.decidedAt)))
    .orderBy(asc(safetyJmaDocument.id))
    .limit(limit);
  return rows.sort((a, b) => issuedAt(a.parsed) - issuedAt(b.parsed) || a.id - b.id);
}

export async function markDecided(db: Db, documentId: number): Promise<void> {
  await db
    .update(safetyJmaDocument)
    .set({ decidedAt: sql`now()` })
    .where(eq(safetyJmaDocument.id, documentId));
}
