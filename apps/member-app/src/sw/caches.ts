import { APP_BASE, type PushPayload } from "./push-payload";

// The caches of the member app's service worker. Names carry a version: a new worker that changes
// what it keeps deletes the old ones on activation.

export const SHELL_CACHE = "gakumu-member-shell-v1";
export const DATA_CACHE = "gakumu-member-data-v1";
export const SEEN_CACHE = "gakumu-member-seen-v1";
export const CURRENT_CACHES = [SHELL_CACHE, DATA_CACHE, SEEN_CACHE];

export const API_BASE = "/app/api/member-app/";
/** Marks an answer served from the kept copy (the app then says it is showing the last inbox). */
export const OFFLINE_COPY_HEADER = "x-gakumu-offline-copy";

/** The kept answer, marked as a copy. */
export function markedCopy(kept: Response): Response {
  const headers = new Headers(kept.headers);
  headers.set(OFFLINE_COPY_HEADER, "1");
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}
export const INBOX_URL = `${API_BASE}inbox`;
export const UNREAD_URL = `${API_BASE}inbox/unread-count`;

/** How many delivery ids the worker remembers having shown (a push is retried within hours, not months). */
const SEEN_KEEP = 500;

const seenKey = (deliveryId: number) => `${APP_BASE}__seen/${deliveryId}`;

/**
 * Whether this delivery's notification was shown already; records it when not. The engine may hand
 * the same message over twice (a retry after a lost answer, or every channel for an urgent one): the
 * member sees it once.
 */
export async function firstTimeSeen(deliveryId: number): Promise<boolean> {
  const cache = await caches.open(SEEN_CACHE);
  const key = seenKey(deliveryId);
  if (await cache.match(key)) return false;
  await cache.put(key, new Response(String(Date.now())));
  const keys = await cache.keys();
  // keys() lists in insertion order: drop the oldest beyond the limit.
  for (const old of keys.slice(0, Math.max(0, keys.length - SEEN_KEEP))) await cache.delete(old);
  return true;
}

/** API answers the app may read offline: the session check, the inbox's first page, counts, messages. */
export function isOfflineReadable(url: URL): boolean {
  const path = url.pathname;
  if (path === `${API_BASE}auth/me` || path === UNREAD_URL) return true;
  if (path === INBOX_URL) return url.search === "";
  return /^\/app\/api\/member-app\/inbox\/\d+$/.test(path);
}

interface CachedInbox {
  items: Array<Record<string, unknown> & { deliveryId: number; readAt: string | null }>;
  nextBefore: number | null;
}

/**
 * Puts a pushed message at the top of the cached inbox as unread, and counts it, so the inbox read
 * offline shows it at once. Nothing is cached before the member first opened the inbox: then there
 * is nothing to mark.
 */
export async function markInboxCache(payload: PushPayload, receivedAt: Date): Promise<void> {
  const cache = await caches.open(DATA_CACHE);
  const cached = await cache.match(INBOX_URL);
  if (!cached) return;
  const inbox = (await cached.json().catch(() => null)) as CachedInbox | null;
  if (!inbox || !Array.isArray(inbox.items)) return;
  if (inbox.items.some((item) => item.deliveryId === payload.deliveryId)) return;
  inbox.items.unshift({
    deliveryId: payload.deliveryId,
    kind: 1,
    title: payload.title,
    excerpt: payload.body,
    sentAt: receivedAt.toISOString(),
    readAt: null,
    replyEnabled: false,
    urgent: payload.urgent,
  });
  await cache.put(INBOX_URL, jsonResponse(inbox));
  const count = await cache.match(UNREAD_URL);
  const current = count ? ((await count.json().catch(() => null)) as { count?: number } | null) : null;
  if (typeof current?.count === "number") {
    await cache.put(UNREAD_URL, jsonResponse({ count: current.count + 1 }));
  }
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
}
