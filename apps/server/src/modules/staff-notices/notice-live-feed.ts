import type { StaffNoticeItem } from "@gakumu/domain";
import { and, asc, eq, gt, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { noticeColumns, toNoticeItem } from "./staff-notice-list";
import { staffNotice, staffNoticeRecipient } from "./staff-notices.tables";

/** One open back office (an EventSource) of one staff member. */
export interface LiveConnection {
  tenantId: number;
  loginUserId: number;
  /** Notices after this recipient id are new to it (Last-Event-ID, or the newest when it opened). */
  after: number;
  openedAt: number;
  sent: Set<number>;
  send(item: StaffNoticeItem): void;
}

export interface LiveFeedOptions {
  intervalMs: number;
  /**
   * Ids are taken when a transaction inserts, rows are seen when it commits: a notice with a lower id
   * may become visible after a higher one. Each poll rereads this long a window behind the newest id.
   */
  lateCommitMs: number;
}

const WINDOW_ROWS = 1000;
const RESUME_ROWS = 50;

/**
 * The live channel's one poller per process: while any back office is connected, it reads the new
 * back-office-push notices of the connected staff once per interval (one query, however many
 * connections) and hands each to that staff member's connections. Nothing is kept that another
 * process needs: the rows are the truth, so any process can serve any connection.
 */
export function noticeLiveFeed(db: Db, options: LiveFeedOptions) {
  const connections = new Set<LiveConnection>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  /** The window's lower bound, and the newest id seen at each poll (to move the bound later). */
  let floor: number | null = null;
  const seen: { at: number; maxId: number }[] = [];

  const newestId = async (where?: ReturnType<typeof and>) => {
    const [row] = await db
      .select({ id: max(staffNoticeRecipient.id) })
      .from(staffNoticeRecipient)
      .where(where);
    return Number(row?.id ?? 0);
  };

  const deliver = (conn: LiveConnection, item: StaffNoticeItem, createdAt: number) => {
    if (conn.sent.has(item.id)) return;
    if (item.id <= conn.after && createdAt < conn.openedAt) return;
    conn.sent.add(item.id);
    if (conn.sent.size > 2 * WINDOW_ROWS) conn.sent.delete(conn.sent.values().next().value!);
    conn.send(item);
  };

  async function poll() {
    if (connections.size === 0 || floor === null) return;
    const users = [...new Set([...connections].map((c) => c.loginUserId))];
    const rows = await db
      .select({
        ...noticeColumns,
        tenantId: staffNoticeRecipient.tenantId,
        loginUserId: staffNoticeRecipient.loginUserId,
      })
      .from(staffNoticeRecipient)
      .innerJoin(
        staffNotice,
        and(
          eq(staffNotice.id, staffNoticeRecipient.noticeId),
          eq(staffNotice.tenantId, staffNoticeRecipient.tenantId),
        ),
      )
      .where(
        and(
          gt(staffNoticeRecipient.id, floor),
          eq(staffNoticeRecipient.byPush, true),
          sql`${staffNoticeRecipient.loginUserId} = any(${sql.param(users)}::int[])`,
        ),
      )
      .orderBy(asc(staffNoticeRecipient.id))
      .limit(WINDOW_ROWS);
    let newest = floor;
    for (const row of rows) {
      newest = Math.max(newest, row.id);
      const item = toNoticeItem(row);
      if (!item) continue;
      for (const conn of connections)
        if (conn.tenantId === row.tenantId && conn.loginUserId === row.loginUserId)
          deliver(conn, item, row.createdAt.getTime());
    }
    const now = Date.now();
    seen.push({ at: now, maxId: newest });
    while (seen.length > 0 && seen[0]!.at < now - options.lateCommitMs)
      floor = Math.max(floor ?? 0, seen.shift()!.maxId);
  }

  const tick = () => {
    running ??= poll()
      .catch(() => {
        // A database hiccup only delays the toasts: the next poll reads the same window again.
      })
      .finally(() => {
        running = null;
      });
  };

  return {
    /** Registers a connection; sends what it missed since Last-Event-ID first. */
    async open(
      who: { tenantId: number; loginUserId: number },
      lastEventId: number | null,
      send: (item: StaffNoticeItem) => void,
    ): Promise<LiveConnection> {
      const mine = and(
        eq(staffNoticeRecipient.tenantId, who.tenantId),
        eq(staffNoticeRecipient.loginUserId, who.loginUserId),
      );
      const conn: LiveConnection = {
        ...who,
        after: lastEventId ?? (await newestId(mine)),
        openedAt: Date.now(),
        sent: new Set(),
        send,
      };
      if (lastEventId !== null) {
        const missed = await db
          .select(noticeColumns)
          .from(staffNoticeRecipient)
          .innerJoin(
            staffNotice,
            and(eq(staffNotice.id, staffNoticeRecipient.noticeId), eq(staffNotice.tenantId, who.tenantId)),
          )
          .where(and(mine, eq(staffNoticeRecipient.byPush, true), gt(staffNoticeRecipient.id, lastEventId)))
          .orderBy(asc(staffNoticeRecipient.id))
          .limit(RESUME_ROWS);
        for (const row of missed) {
          const item = toNoticeItem(row);
          if (item) deliver(conn, item, row.createdAt.getTime());
        }
      }
      // The window starts where the first connection found the table; later ones join it.
      floor ??= await newestId();
      connections.add(conn);
      timer ??= setInterval(tick, options.intervalMs);
      return conn;
    },
    close(conn: LiveConnection) {
      connections.delete(conn);
      if (connections.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
        floor = null;
        seen.length = 0;
      }
    },
    get size() {
      return connections.size;
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      connections.clear();
      await running;
    },
  };
}

export type NoticeLiveFeed = ReturnType<typeof noticeLiveFeed>;
