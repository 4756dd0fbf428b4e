import {
  ATTRIBUTES_PER_ORGANIZATION_MAX,
  attributeOptionsError,
  type CreateMemberAttributeInput,
  type MemberAttributeDefinition,
  type MemberAttributeItem,
  type MemberAttributeTypeCode,
  ProcessMode,
  type UpdateMemberAttributeInput,
} from "@gakumu/domain";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../platform/permissions/pg-errors";
import { memberAttribute } from "./member-attributes.tables";
import { MEMBER_ATTRIBUTE_MENU } from "./members.menu";
import { member } from "./members.tables";

export const attributeMessages = {
  notFound: "指定された属性は存在しません。",
  stale: "他のユーザーがこの属性を更新しました。画面を再読み込みしてから編集してください。",
  duplicate: (code: string) => `属性コード「${code}」は既に使用されています。`,
  tooMany: `属性は${ATTRIBUTES_PER_ORGANIZATION_MAX}件まで登録できます。`,
} as const;

type AttributeRow = typeof memberAttribute.$inferSelect;

export interface AttributeOwner {
  tenantId: number;
  organizationId: number;
}

const ownedBy = (owner: AttributeOwner, processMode: number) =>
  and(
    eq(memberAttribute.tenantId, owner.tenantId),
    eq(memberAttribute.organizationId, owner.organizationId),
    eq(memberAttribute.processMode, processMode),
  );

export function toAttributeItem(row: AttributeRow): MemberAttributeItem {
  return {
    id: row.id,
    attributeCd: row.attributeCd,
    name: row.name,
    attributeType: row.attributeType as MemberAttributeTypeCode,
    options: row.options,
    isRequired: row.isRequired,
    sortOrder: row.sortOrder,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAttributeDefinition(row: AttributeRow): MemberAttributeDefinition {
  return {
    attributeCd: row.attributeCd,
    name: row.name,
    attributeType: row.attributeType as MemberAttributeTypeCode,
    options: row.options,
    isRequired: row.isRequired,
  };
}

/** The attributes of one organisation and process mode, in display order. */
export function listMemberAttributes(db: Db, owner: AttributeOwner, processMode: number) {
  return db
    .select()
    .from(memberAttribute)
    .where(ownedBy(owner, processMode))
    .orderBy(asc(memberAttribute.sortOrder), asc(memberAttribute.id));
}

/** メンバー属性設定's list: the caller's organisation and process mode. */
export async function listOwnMemberAttributes(db: Db, ctx: RequestContext): Promise<MemberAttributeItem[]> {
  requireMenu(ctx, MEMBER_ATTRIBUTE_MENU, "read");
  const rows = await listMemberAttributes(db, ctx, ctx.processMode);
  return rows.map(toAttributeItem);
}

export async function createMemberAttribute(
  db: Db,
  ctx: RequestContext,
  input: CreateMemberAttributeInput,
): Promise<MemberAttributeItem> {
  requireMenu(ctx, MEMBER_ATTRIBUTE_MENU, "write");
  const [existing] = await db
    .select({ n: count() })
    .from(memberAttribute)
    .where(ownedBy(ctx, ctx.processMode));
  if ((existing?.n ?? 0) >= ATTRIBUTES_PER_ORGANIZATION_MAX)
    throw new ValidationError(attributeMessages.tooMany);
  try {
    const [row] = await db
      .insert(memberAttribute)
      .values({
        tenantId: ctx.tenantId,
        organizationId: ctx.organizationId,
        processMode: ctx.processMode,
        ...input,
      })
      .returning();
    return toAttributeItem(row!);
  } catch (error) {
    if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
    const message = attributeMessages.duplicate(input.attributeCd);
    throw new ValidationError(message, [{ path: "attributeCd", message }]);
  }
}

async function findOwn(db: Db, ctx: RequestContext, id: number): Promise<AttributeRow> {
  const [row] = await db
    .select()
    .from(memberAttribute)
    .where(and(ownedBy(ctx, ctx.processMode), eq(memberAttribute.id, id)));
  if (!row) throw new NotFoundError(attributeMessages.notFound);
  return row;
}

export async function updateMemberAttribute(
  db: Db,
  ctx: RequestContext,
  id: number,
  input: UpdateMemberAttributeInput,
): Promise<MemberAttributeItem> {
  requireMenu(ctx, MEMBER_ATTRIBUTE_MENU, "write");
  const current = await findOwn(db, ctx, id);
  const optionsError = attributeOptionsError(current.attributeType, input.options);
  if (optionsError) throw new ValidationError(optionsError, [{ path: "options", message: optionsError }]);
  const { version, ...values } = input;
  const [row] = await db
    .update(memberAttribute)
    .set({ ...values, version: sql`${memberAttribute.version} + 1` })
    .where(
      and(
        eq(memberAttribute.tenantId, ctx.tenantId),
        eq(memberAttribute.id, current.id),
        eq(memberAttribute.version, version),
      ),
    )
    .returning();
  if (!row) throw new ConflictError(attributeMessages.stale);
  return toAttributeItem(row);
}

/**
 * Deletes an attribute and the values members hold under its code, in one transaction, so a code
 * registered again later never meets old values of another type. Alumni keep the normal mode's
 * attributes, so their values go with a normal-mode attribute too.
 */
export async function deleteMemberAttribute(
  db: Db,
  ctx: RequestContext,
  id: number,
  version: number,
): Promise<void> {
  requireMenu(ctx, MEMBER_ATTRIBUTE_MENU, "write");
  const current = await findOwn(db, ctx, id);
  const modes =
    current.processMode === ProcessMode.NORMAL
      ? [ProcessMode.NORMAL, ProcessMode.ALUMNI]
      : [current.processMode];
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(memberAttribute)
      .where(
        and(
          eq(memberAttribute.tenantId, ctx.tenantId),
          eq(memberAttribute.id, current.id),
          eq(memberAttribute.version, version),
        ),
      )
      .returning({ id: memberAttribute.id });
    if (!deleted) throw new ConflictError(attributeMessages.stale);
    await tx
      .update(member)
      .set({
        attributes: sql`${member.attributes} - ${current.attributeCd}::text`,
        version: sql`${member.version} + 1`,
      })
      .where(
        and(
          eq(member.tenantId, ctx.tenantId),
          eq(member.organizationId, ctx.organizationId),
          inArray(member.processMode, modes),
          sql`jsonb_exists(${member.attributes}, ${current.attributeCd}::text)`,
        ),
      );
  });
}
