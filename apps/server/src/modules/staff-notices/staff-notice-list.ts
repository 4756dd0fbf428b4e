import {
  NoticeSettingType,
  STAFF_NOTICE_LIST_SIZE,
  type StaffNoticeItem,
  type StaffNoticeList,
} from "@gakumu/domain";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { NotFoundError } from "../../platform/errors/app-error";
import { staffNotice, staffNoticeRecipient } from "./staff-notices.tables";

/** A recipient row with its notice, as the list and the live channel send it. */
export function toNoticeItem(row: {
  id: number;
  type: string;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  readAt: Date | null;
}): StaffNoticeItem | null {
  if (!NoticeSettingType.isValid(row.type)) return null;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export const noticeColumns = {
  id: staffNoticeRecipient.id,
  type: staffNotice.noticeType,
  title: staffNotice.title,
  body: staffNotice.body,
  link: staffNotice.link,
  createdAt: staffNotice.createdAt,
  readAt: staffNoticeRecipient.readAt,
};

const own = (ctx: RequestContext) =>
  and(eq(staffNoticeRecipient.tenantId, ctx.tenantId), eq(staffNoticeRecipient.loginUserId, ctx.loginUserId));

/** The caller's latest notices (the bell), every one they were told of whichever way. */
export async function recentNotices(db: Db, ctx: RequestContext): Promise<StaffNoticeList> {
  const rows = await db
    .select(noticeColumns)
    .from(staffNoticeRecipient)
    .innerJoin(
      staffNotice,
      and(eq(staffNotice.id, staffNoticeRecipient.noticeId), eq(staffNotice.tenantId, ctx.tenantId)),
    )
    .where(own(ctx))
    .orderBy(desc(staffNoticeRecipient.id))
    .limit(STAFF_NOTICE_LIST_SIZE);
  const [unread] = await db
    .select({ n: count() })
    .from(staffNoticeRecipient)
    .where(and(own(ctx), isNull(staffNoticeRecipient.readAt)));
  return {
    items: rows.map(toNoticeItem).filter((i): i is StaffNoticeItem => i !== null),
    unread: Number(unread?.n ?? 0),
  };
}

/** Marks all of the caller's notices read (opening the bell). */
export async function markNoticesRead(db: Db, ctx: RequestContext): Promise<void> {
  await db
    .update(staffNoticeRecipient)
    .set({ readAt: new Date() })
    .where(and(own(ctx), isNull(staffNoticeRecipient.readAt)));
}

/**
 * Marks one of the caller's notices read (a click in the bell). Someone else's id, another tenant's or
 * one that never existed are all the same 404: the caller learns nothing of others' notices. Reading
 * it again keeps the first read time.
 */
export async function markNoticeRead(db: Db, ctx: RequestContext, id: number): Promise<void> {
  const marked = await db
    .update(staffNoticeRecipient)
    .set({ readAt: sql`coalesce(${staffNoticeRecipient.readAt}, now())` })
    .where(and(own(ctx), eq(staffNoticeRecipient.id, id)))
    .returning({ id: staffNoticeRecipient.id });
  if (marked.length === 0) throw new NotFoundError("指定された通知が見つかりません");
}
