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
import { type ContactNodes, loadContactNodes } from "./contact-nodes";
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

export function nodeCondition(nodes: ContactNodes, node: string | undefined): SQL | undefined {
  if (!node) return undefined;
  const path = nodes.pathOf(node);
  if (!path) throw new ValidationError(boardMessages.nodeNotFound);
  return and(...path.map((code, level) => eq(PLACEMENT[level]!, code)));
}

export function toItem(r: ContactRow, nodes: ContactNodes): ContactItem {
  return {
    id: r.id,
    date: r.date,
    memberId: r.memberId,
    memberNo: r.memberNo,
    memberName: r.memberName,
    placement: nodes.namesOf([r.divisionCd, r.sectionCd, r.subsectionCd, r.unitCd, r.subunitCd]),
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

/** One day's reports (today in Japan when no date), with counts per type and how many wait for 確認. */
export async function contactBoard(
  db: Db,
  ctx: RequestContext,
  query: { date?: string; node?: string },
  now = new Date(),
): Promise<ContactBoard> {
  requireMenu(ctx, CONTACT_MENU, "read");
  const date = query.date ?? tokyoNow(now).today;
  const [nodes, visible] = await Promise.all([
    loadContactNodes(db, ctx.organizationId),
    visibleMemberCondition(db, ctx, contact.memberId),
  ]);
  const rows = await db
    .select()
    .from(contact)
    .where(and(ofOrganization(ctx), eq(contact.date, date), nodeCondition(nodes, query.node), visible))
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
    nodes: nodes.nodes,
    counts: [...counts].map(([typeName, n]) => ({ typeName, count: n })),
    unconfirmed,
    items: rows.map((r) => toItem(r, nodes)),
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
  nodes: ContactNodes,
  query: { from: string; to: string; node?: string },
): Promise<SQL> {
  checkRange(query.from, query.to);
  return and(
    ofOrganization(viewer),
    gte(contact.date, query.from),
    lte(contact.date, query.to),
    nodeCondition(nodes, query.node),
    await visibleMemberCondition(db, viewer, contact.memberId),
  ) as SQL;
}

export async function contactHistory(
  db: Db,
  ctx: RequestContext,
  query: { from: string; to: string; node?: string; page: number },
): Promise<ContactHistoryPage> {
  requireMenu(ctx, CONTACT_MENU, "read");
  const nodes = await loadContactNodes(db, ctx.organizationId);
  const where = await historyCondition(db, ctx, nodes, query);
  const [counted] = await db.select({ n: count() }).from(contact).where(where);
  const rows = await db
    .select()
    .from(contact)
    .where(where)
    .orderBy(desc(contact.date), desc(contact.id))
    .limit(CONTACT_HISTORY_PAGE_SIZE)
    .offset((query.page - 1) * CONTACT_HISTORY_PAGE_SIZE);
  return {
    items: rows.map((r) => toItem(r, nodes)),
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
