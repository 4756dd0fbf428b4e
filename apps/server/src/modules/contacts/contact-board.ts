import {
  CONTACT_HISTORY_PAGE_SIZE,
  type ContactBoard,
  type ContactHistoryPage,
  type ContactItem,
  type ContactStatusCode,
  type ContactViaCode,
} from "@gakumu/domain";
import { and, asc, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { visibleMemberCondition } from "../members/member-contact-lookups";
import { loadNodePath } from "../members/member-hierarchy";
import { loadPlacementNamer, type PlacementNamer, placementOf } from "./contact-nodes";
import { type ContactRow, tokyoNow } from "./contact-post";
import { CONTACT_MENU } from "./contacts.menu";
import { contact } from "./contacts.tables";

// The staff side's reading: the board of one day (a class, or the whole school), the history over a
// date range, and the rows of the export. Reports carry their member's placement, so a class is
// equalities on the leading placement columns after the (tenant, organisation, date) index range;
// staff see only the members their reference authority covers.

export const boardMessages = {
  nodeNotFound: "指定したクラスが見つかりません。",
  range: "終了日は開始日以降の日付にしてください。",
  rangeTooLong: "期間は1年以内で指定してください。",
  notFound: "連絡が見つかりません。",
} as const;

const PLACEMENT = [
  contact.divisionCd,
  contact.sectionCd,
  contact.subsectionCd,
  contact.unitCd,
  contact.subunitCd,
];

/** The class's placement equalities, from its own path alone (not the school's tree). */
export async function nodeCondition(
  db: Db,
  organizationId: number,
  node: string | undefined,
): Promise<SQL | undefined> {
  if (!node) return undefined;
  const path = await loadNodePath(db, organizationId, node);
  if (!path) throw new ValidationError(boardMessages.nodeNotFound);
  return and(...path.map((code, level) => eq(PLACEMENT[level]!, code)));
}

export function toItem(r: ContactRow, nodes: PlacementNamer): ContactItem {
  return {
    id: r.id,
    date: r.date,
    memberId: r.memberId,
    memberNo: r.memberNo,
    memberName: r.memberName,
    placement: nodes.namesOf(placementOf(r)),
    typeId: r.typeId,
    typeName: r.typeName,
    reason: r.reason,
    symptoms: r.symptoms,
    arrivalTime: r.arrivalTime,
    leaveTime: r.leaveTime,
    temperature: r.temperatureTenths === null ? null : r.temperatureTenths / 10,
    note: r.note,
    via: r.via as ContactViaCode,
    late: r.late,
    status: r.status as ContactStatusCode,
    createdAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    confirmedBy: r.confirmedBy,
    replyText: r.replyText,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    repliedBy: r.repliedBy,
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
  };
}

const ofOrganization = (ctx: Pick<RequestContext, "tenantId" | "organizationId">) =>
  and(eq(contact.tenantId, ctx.tenantId), eq(contact.organizationId, ctx.organizationId));

/** Items of these rows, naming only the classes they stand on. */
export async function toItems(
  db: Db,
  organizationId: number,
  rows: readonly ContactRow[],
): Promise<ContactItem[]> {
  const namer = await loadPlacementNamer(db, organizationId, rows.map(placementOf));
  return rows.map((r) => toItem(r, namer));
}

/**
 * One day's reports (today in Japan when no date), with counts per type and how many wait for 確認.
 * The class picker's list is its own route (contactNodeList): the board is polled every 30 seconds.
 */
export async function contactBoard(
  db: Db,
  ctx: RequestContext,
  query: { date?: string; node?: string },
  now = new Date(),
): Promise<ContactBoard> {
  requireMenu(ctx, CONTACT_MENU, "read");
  const date = query.date ?? tokyoNow(now).today;
  const [byNode, visible] = await Promise.all([
    nodeCondition(db, ctx.organizationId, query.node),
    visibleMemberCondition(db, ctx, contact.memberId),
  ]);
  const rows = await db
    .select()
    .from(contact)
    .where(and(ofOrganization(ctx), eq(contact.date, date), byNode, visible))
    .orderBy(asc(contact.id))
    .limit(5000);
  const counts = new Map<string, number>();
  let unconfirmed = 0;
  for (const r of rows) {
    if (r.status === "WITHDRAWN") continue;
    counts.set(r.typeName, (counts.get(r.typeName) ?? 0) + 1);
    if (r.status === "NEW") unconfirmed++;
  }
  return {
    date,
    node: query.node ?? null,
    counts: [...counts].map(([typeName, n]) => ({ typeName, count: n })),
    unconfirmed,
    items: await toItems(db, ctx.organizationId, rows),
  };
}

export function checkRange(from: string, to: string): void {
  if (to < from) throw new ValidationError(boardMessages.range);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days > 366) throw new ValidationError(boardMessages.rangeTooLong);
}

/** The condition of the history and the export: the organisation, the range, the class, the viewer. */
export async function historyCondition(
  db: Db,
  viewer: Pick<RequestContext, "tenantId" | "organizationId" | "loginUserId" | "processMode">,
  query: { from: string; to: string; node?: string },
): Promise<SQL> {
  checkRange(query.from, query.to);
  return and(
    ofOrganization(viewer),
    gte(contact.date, query.from),
    lte(contact.date, query.to),
    await nodeCondition(db, viewer.organizationId, query.node),
    await visibleMemberCondition(db, viewer, contact.memberId),
  ) as SQL;
}

export async function contactHistory(
  db: Db,
  ctx: RequestContext,
  query: { from: string; to: string; node?: string; page: number },
): Promise<ContactHistoryPage> {
  requireMenu(ctx, CONTACT_MENU, "read");
  const where = await historyCondition(db, ctx, query);
  const [counted] = await db.select({ n: count() }).from(contact).where(where);
  const rows = await db
    .select()
    .from(contact)
    .where(where)
    .orderBy(desc(contact.date), desc(contact.id))
    .limit(CONTACT_HISTORY_PAGE_SIZE)
    .offset((query.page - 1) * CONTACT_HISTORY_PAGE_SIZE);
  return {
    items: await toItems(db, ctx.organizationId, rows),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: CONTACT_HISTORY_PAGE_SIZE,
  };
}

/** A report the caller may see (another school's, or a member outside their scope, is unknown). */
export async function findVisibleContact(db: Db, ctx: RequestContext, id: number): Promise<ContactRow> {
  const [row] = await db
    .select()
    .from(contact)
    .where(
      and(ofOrganization(ctx), eq(contact.id, id), await visibleMemberCondition(db, ctx, contact.memberId)),
    );
  if (!row) throw new NotFoundError(boardMessages.notFound);
  return row;
}
