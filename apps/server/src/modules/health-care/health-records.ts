import type {
  HealthRecordBody,
  HealthRecordItem,
  HealthRecordKindCode,
  HealthRecordList,
} from "@gakumu/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError } from "../../platform/errors/app-error";
import { staffHealthMember } from "../members/member-health-lookups";
import { HEALTH_RECORD_MENU } from "./health-care.menu";
import { healthRecord } from "./health-care.tables";
import { classNamer } from "./health-dashboard";
import { observationMessages } from "./health-observations";

// 健康記録: a member's checkup results, allergies and notes. Only the health-record menu opens them
// (holding 体調報告一覧 is not enough): these are medical details, seen by fewer staff than the
// morning reports.

export const recordMessages = {
  notFound: "健康記録が見つかりません。",
  stale: "他のユーザーがこの健康記録を更新しました。画面を再読み込みしてから編集してください。",
} as const;

type Row = typeof healthRecord.$inferSelect;

const toItem = (r: Row): HealthRecordItem => ({
  id: r.id,
  memberId: r.memberId,
  kind: r.kind as HealthRecordKindCode,
  recordedOn: r.recordedOn,
  title: r.title,
  detail: r.detail,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

async function requireMember(db: Db, ctx: RequestContext, memberId: number) {
  const member = await staffHealthMember(db, ctx, memberId);
  if (!member) throw new NotFoundError(observationMessages.memberNotFound);
  return member;
}

/**
 * The record by id, when its member is one the caller may see (spec §6): another class's record is
 * not found, for a change or a deletion as for a read.
 */
async function visibleRecord(db: Db, ctx: RequestContext, id: number): Promise<Row> {
  const [current] = await db.select().from(healthRecord).where(ofRecord(ctx, id));
  if (!current || !(await staffHealthMember(db, ctx, current.memberId)))
    throw new NotFoundError(recordMessages.notFound);
  return current;
}

const ofRecord = (ctx: RequestContext, id: number) =>
  and(
    eq(healthRecord.tenantId, ctx.tenantId),
    eq(healthRecord.organizationId, ctx.organizationId),
    eq(healthRecord.id, id),
  );

export async function listRecords(db: Db, ctx: RequestContext, memberId: number): Promise<HealthRecordList> {
  requireMenu(ctx, HEALTH_RECORD_MENU, "read");
  const member = await requireMember(db, ctx, memberId);
  const classCd = [...member.path].reverse().find((c): c is string => !!c) ?? "";
  const [rows, { nameOf }] = await Promise.all([
    db
      .select()
      .from(healthRecord)
      .where(
        and(
          eq(healthRecord.tenantId, ctx.tenantId),
          eq(healthRecord.organizationId, ctx.organizationId),
          eq(healthRecord.memberId, member.id),
        ),
      )
      .orderBy(desc(healthRecord.recordedOn), desc(healthRecord.id)),
    classNamer(db, ctx.organizationId, [classCd]),
  ]);
  return {
    member: { id: member.id, memberCode: member.memberCode, name: member.name, className: nameOf(classCd) },
    items: rows.map(toItem),
  };
}

export async function createRecord(
  db: Db,
  ctx: RequestContext,
  body: HealthRecordBody,
): Promise<HealthRecordItem> {
  requireMenu(ctx, HEALTH_RECORD_MENU, "write");
  await requireMember(db, ctx, body.memberId);
  const [row] = await db
    .insert(healthRecord)
    .values({
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      memberId: body.memberId,
      kind: body.kind,
      recordedOn: body.recordedOn,
      title: body.title,
      detail: body.detail,
      createdByLoginUserId: ctx.loginUserId,
      updatedByLoginUserId: ctx.loginUserId,
    })
    .returning();
  return toItem(row!);
}

/** The member of a record does not change; the version the screen read must still be the stored one. */
export async function updateRecord(
  db: Db,
  ctx: RequestContext,
  id: number,
  body: HealthRecordBody,
): Promise<HealthRecordItem> {
  requireMenu(ctx, HEALTH_RECORD_MENU, "write");
  const current = await visibleRecord(db, ctx, id);
  if (current.memberId !== body.memberId) throw new NotFoundError(recordMessages.notFound);
  if (body.version !== undefined && body.version !== current.version)
    throw new ConflictError(recordMessages.stale);
  const [row] = await db
    .update(healthRecord)
    .set({
      kind: body.kind,
      recordedOn: body.recordedOn,
      title: body.title,
      detail: body.detail,
      updatedByLoginUserId: ctx.loginUserId,
      version: current.version + 1,
    })
    .where(and(ofRecord(ctx, id), eq(healthRecord.version, current.version)))
    .returning();
  if (!row) throw new ConflictError(recordMessages.stale);
  return toItem(row);
}

export async function deleteRecord(db: Db, ctx: RequestContext, id: number, version?: number): Promise<void> {
  requireMenu(ctx, HEALTH_RECORD_MENU, "write");
  const current = await visibleRecord(db, ctx, id);
  if (version !== undefined && version !== current.version) throw new ConflictError(recordMessages.stale);
  await db.delete(healthRecord).where(ofRecord(ctx, id));
}
