import {
  type DailyReportTemplate,
  type DailyReportTemplateBody,
  type DailyReportTemplateList,
  type MemberCandidate,
  PushTarget,
  type ReportItem,
} from "@gakumu/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError } from "../../platform/errors/app-error";
import { groupMemberIds } from "../member-groups/group-targets";
import { requireTargetMemberIds } from "../members/member-targets";
import { assertOwnTargetIds } from "../push-notifications/own-target-ids";
import { DAILY_REPORT_MENU } from "./daily-reports.menu";
import { dailyReportTemplate } from "./daily-reports.tables";
import { placedMembers } from "./member-placements";

// The reports an organisation asks for. Saved with a version, so two staff editing one template get a
// Japanese 409 rather than a silent overwrite. An item's key never changes once saved (answers are
// keyed by it); removing an item keeps old answers in their rows but no longer shows them.

export const templateMessages = {
  notFound: "日報が見つかりません。削除されたか、別の組織の日報です。",
  stale: "他のユーザーがこの日報を更新しました。画面を再読み込みしてから編集してください。",
} as const;

type Owner = Pick<RequestContext, "tenantId" | "organizationId">;
export type TemplateRow = typeof dailyReportTemplate.$inferSelect;

export const ofOrganization = (owner: Owner) =>
  and(
    eq(dailyReportTemplate.tenantId, owner.tenantId),
    eq(dailyReportTemplate.organizationId, owner.organizationId),
  );

export const itemsOf = (row: TemplateRow) => row.items as ReportItem[];

/** The organisation's template, or a 404 (another tenant's or organisation's id included). */
export async function findTemplate(db: Db, owner: Owner, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(dailyReportTemplate)
    .where(and(ofOrganization(owner), eq(dailyReportTemplate.id, id)));
  if (!row) throw new NotFoundError(templateMessages.notFound);
  return row;
}

async function pickedMembers(db: Db, owner: Owner, ids: readonly number[]): Promise<MemberCandidate[]> {
  const placed = await placedMembers(db, owner, ids);
  return ids.flatMap((id) => {
    const m = placed.get(id);
    return m ? [{ id, memberId: m.memberCd, name: m.name, placement: m.groupName }] : [];
  });
}

async function toTemplate(db: Db, owner: Owner, row: TemplateRow): Promise<DailyReportTemplate> {
  const target = PushTarget.parse(row.target);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    target,
    members: await pickedMembers(db, owner, target.memberIds),
    weekdays: row.weekdays,
    skipHolidays: row.skipHolidays,
    reminderTime: row.reminderTime,
    items: itemsOf(row),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTemplates(db: Db, ctx: RequestContext): Promise<DailyReportTemplateList> {
  requireMenu(ctx, DAILY_REPORT_MENU, "read");
  const rows = await db
    .select()
    .from(dailyReportTemplate)
    .where(ofOrganization(ctx))
    .orderBy(asc(dailyReportTemplate.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      enabled: r.enabled,
      weekdays: r.weekdays,
      skipHolidays: r.skipHolidays,
      reminderTime: r.reminderTime,
      itemCount: itemsOf(r).length,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

export async function getTemplate(db: Db, ctx: RequestContext, id: number): Promise<DailyReportTemplate> {
  requireMenu(ctx, DAILY_REPORT_MENU, "read");
  return toTemplate(db, ctx, await findTemplate(db, ctx, id));
}

async function valuesOf(db: Db, ctx: RequestContext, body: DailyReportTemplateBody) {
  await assertOwnTargetIds(db, ctx, body.target);
  // The same Japanese 400 as a push with nobody to send to (another school's ids reach nobody).
  const groups = await groupMemberIds(db, ctx.tenantId, body.target.groupIds);
  await requireTargetMemberIds(db, ctx, body.target, { groupMemberIds: groups });
  return {
    name: body.name,
    description: body.description,
    enabled: body.enabled,
    target: body.target as Record<string, unknown>,
    weekdays: body.weekdays,
    skipHolidays: body.skipHolidays,
    reminderTime: body.reminderTime,
    items: body.items,
    updatedByLoginUserId: ctx.loginUserId,
  };
}

export async function createTemplate(
  db: Db,
  ctx: RequestContext,
  body: DailyReportTemplateBody,
): Promise<DailyReportTemplate> {
  requireMenu(ctx, DAILY_REPORT_MENU, "write");
  const values = await valuesOf(db, ctx, body);
  const [row] = await db
    .insert(dailyReportTemplate)
    .values({ tenantId: ctx.tenantId, organizationId: ctx.organizationId, ...values })
    .returning();
  return toTemplate(db, ctx, row!);
}

export async function updateTemplate(
  db: Db,
  ctx: RequestContext,
  id: number,
  body: DailyReportTemplateBody,
): Promise<DailyReportTemplate> {
  requireMenu(ctx, DAILY_REPORT_MENU, "write");
  await findTemplate(db, ctx, id);
  if (body.version === undefined) throw new ConflictError(templateMessages.stale);
  const values = await valuesOf(db, ctx, body);
  const [row] = await db
    .update(dailyReportTemplate)
    .set({ ...values, version: body.version + 1 })
    .where(
      and(ofOrganization(ctx), eq(dailyReportTemplate.id, id), eq(dailyReportTemplate.version, body.version)),
    )
    .returning();
  if (!row) throw new ConflictError(templateMessages.stale);
  return toTemplate(db, ctx, row);
}
