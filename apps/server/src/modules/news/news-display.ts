import { includesStaff, type NewsDisplayItem, type NewsType } from "@gakumu/domain";
import { and, desc, eq, gt, ilike, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { MemberCaller } from "../../platform/access/applicant-access";
import type { RequestContext } from "../../platform/access/request-context";
import { NotFoundError } from "../../platform/errors/app-error";
import { newsCategory, newsItem, newsRecipient, newsStaffRead } from "./news.tables";
import type { NewsDeps } from "./news-deps";
import { itemMessages, viewOf } from "./news-rows";
import { publishDue } from "./news-workflow";

// Published items where people read them: staff on announcement-display / faq-display and the
// dashboard (audience STAFF or BOTH, every staff member of the organisation: these codes are always
// allowed, spec §2.1), members in the member app (the members the item was published to).

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Status 1 and inside its publish period now. */
const liveAt = (now: Date): SQL =>
  and(
    eq(newsItem.status, 1),
    lte(newsItem.publishFrom, now),
    or(isNull(newsItem.publishTo), gt(newsItem.publishTo, now)),
  )!;

const keywordMatch = (keyword: string) =>
  keyword.trim() === ""
    ? []
    : [
        or(
          ilike(newsItem.title, likePattern(keyword.trim())),
          ilike(newsItem.bodyText, likePattern(keyword.trim())),
        ),
      ];

const order = [desc(newsItem.pinned), desc(newsItem.publishFrom), desc(newsItem.id)];

export async function staffDisplay(
  deps: Pick<NewsDeps, "db" | "delivery" | "publicUrl">,
  ctx: RequestContext,
  type: NewsType,
  options: { limit: number; keyword: string },
): Promise<NewsDisplayItem[]> {
  await publishDue(deps, ctx);
  const now = new Date();
  const rows = await deps.db
    .select({ item: newsItem, categoryName: newsCategory.name, readAt: newsStaffRead.readAt })
    .from(newsItem)
    .leftJoin(newsCategory, eq(newsCategory.id, newsItem.categoryId))
    .leftJoin(
      newsStaffRead,
      and(eq(newsStaffRead.itemId, newsItem.id), eq(newsStaffRead.loginUserId, ctx.loginUserId)),
    )
    .where(
      and(
        eq(newsItem.tenantId, ctx.tenantId),
        eq(newsItem.organizationId, ctx.organizationId),
        eq(newsItem.type, type),
        sql`${newsItem.audience} in ('STAFF', 'BOTH')`,
        liveAt(now),
        ...keywordMatch(options.keyword),
      ),
    )
    .orderBy(...order)
    .limit(options.limit);
  return rows.map((r) => ({ ...viewOf(r.item, r.categoryName, deps.publicUrl), read: r.readAt !== null }));
}

/** A staff member opened a published item on the display. */
export async function markStaffRead(db: Db, ctx: RequestContext, type: NewsType, id: number) {
  const [row] = await db
    .select({ audience: newsItem.audience })
    .from(newsItem)
    .where(
      and(
        eq(newsItem.tenantId, ctx.tenantId),
        eq(newsItem.organizationId, ctx.organizationId),
        eq(newsItem.type, type),
        eq(newsItem.id, id),
        liveAt(new Date()),
      ),
    );
  if (!row || !includesStaff(row.audience as "STAFF")) throw new NotFoundError(itemMessages.notFound(type));
  await db
    .insert(newsStaffRead)
    .values({ tenantId: ctx.tenantId, itemId: id, loginUserId: ctx.loginUserId })
    .onConflictDoNothing();
}

export async function memberDisplay(
  deps: Pick<NewsDeps, "db" | "delivery" | "publicUrl">,
  member: MemberCaller,
  type: NewsType,
  options: { limit: number; keyword: string; id?: number },
): Promise<NewsDisplayItem[]> {
  await publishDue(deps, member);
  const rows = await deps.db
    .select({ item: newsItem, categoryName: newsCategory.name, readAt: newsRecipient.readAt })
    .from(newsRecipient)
    .innerJoin(newsItem, eq(newsItem.id, newsRecipient.itemId))
    .leftJoin(newsCategory, eq(newsCategory.id, newsItem.categoryId))
    .where(
      and(
        eq(newsRecipient.tenantId, member.tenantId),
        eq(newsRecipient.memberId, member.memberId),
        eq(newsItem.type, type),
        sql`${newsItem.audience} in ('MEMBERS', 'BOTH')`,
        liveAt(new Date()),
        ...keywordMatch(options.keyword),
        ...(options.id === undefined ? [] : [eq(newsItem.id, options.id)]),
      ),
    )
    .orderBy(...order)
    .limit(options.limit);
  return rows.map((r) => ({ ...viewOf(r.item, r.categoryName, deps.publicUrl), read: r.readAt !== null }));
}

/** A member opens one item: theirs and live, or 404; the first opening records the read receipt. */
export async function openForMember(
  deps: Pick<NewsDeps, "db" | "delivery" | "publicUrl">,
  member: MemberCaller,
  type: NewsType,
  id: number,
): Promise<NewsDisplayItem> {
  const [item] = await memberDisplay(deps, member, type, { limit: 1, keyword: "", id });
  if (!item) throw new NotFoundError(itemMessages.notFound(type));
  await deps.db
    .update(newsRecipient)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(newsRecipient.tenantId, member.tenantId),
        eq(newsRecipient.itemId, id),
        eq(newsRecipient.memberId, member.memberId),
        isNull(newsRecipient.readAt),
      ),
    );
  return { ...item, read: true };
}
