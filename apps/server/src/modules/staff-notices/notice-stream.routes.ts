import { STAFF_NOTICE_STREAM, type StaffNoticeItem } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { type LiveFeedOptions, noticeLiveFeed } from "./notice-live-feed";

/** A comment line now and then keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long; the browser reconnects at once with Last-Event-ID and the session is
 * checked again, so a logged-out or disabled user stops hearing within minutes.
 */
const STREAM_LIFETIME_MS = 5 * 60_000;
const RECONNECT_MS = 3000;

const StreamQuery = z.object({
  /** What EventSource sends as Last-Event-ID, for clients that cannot set headers. */
  lastEventId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
});

function lastEventIdOf(header: string | string[] | undefined, query?: number): number | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw !== undefined && /^\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
  return query ?? null;
}

/** `event: notice` with the recipient id as the event id, so a reconnect resumes after it. */
export function sseEvent(item: StaffNoticeItem): string {
  return `id: ${item.id}\nevent: notice\ndata: ${JSON.stringify(item)}\n\n`;
}

/**
 * GET …/stream: the live channel of the back office (server-sent events). Session-authenticated like
 * every staff route; the process's one poller (notice-live-feed.ts) fans new notices out.
 */
export function registerNoticeStreamRoute(
  app: FastifyInstance,
  deps: { db: Db; live?: Partial<LiveFeedOptions> },
): void {
  const feed = noticeLiveFeed(deps.db, { intervalMs: 1000, lateCommitMs: 120_000, ...deps.live });
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
    await feed.stop();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    STAFF_NOTICE_STREAM,
    {
      config: { access: { session: true } },
      schema: {
        tags: ["職員への通知"],
        summary: "通知のライブチャネル（text/event-stream）",
        querystring: StreamQuery,
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      const after = lastEventIdOf(request.headers["last-event-id"], request.query.lastEventId);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-store, no-transform",
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
      });
      raw.write(`retry: ${RECONNECT_MS}\n\n`);
      let ended = false;
      const conn = await feed.open(ctx, after, (item) => raw.write(sseEvent(item)));
      const heartbeat = setInterval(() => raw.write(": ping\n\n"), HEARTBEAT_MS);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        feed.close(conn);
        open.delete(end);
        raw.end();
      };
      const lifetime = setTimeout(end, STREAM_LIFETIME_MS);
      open.add(end);
      request.raw.on("close", end);
      raw.on("close", end);
    },
  );
}
