import type { PushTemplateInput, PushTemplateItem, UpdatePushTemplateInput } from "@gakumu/domain";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../platform/permissions/pg-errors";
import { composeMenuOf, PUSH_TEMPLATE_MENU, type PushKind } from "./push-notifications.menu";
import { pushTemplate } from "./push-notifications.tables";

export const templateMessages = {
  notFound: "テンプレートが見つかりません。",
  stale: "他のユーザーがこのテンプレートを更新しました。画面を再読み込みしてから編集してください。",
  duplicate: (name: string) => `テンプレート名「${name}」は既に使用されています。`,
  tooMany: "テンプレートは200件まで登録できます。",
} as const;

const TEMPLATES_MAX = 200;

type Row = typeof pushTemplate.$inferSelect;

const ofOrganization = (ctx: RequestContext) =>
  and(eq(pushTemplate.tenantId, ctx.tenantId), eq(pushTemplate.organizationId, ctx.organizationId));

function toItem(row: Row): PushTemplateItem {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    bodyHtml: row.bodyHtml,
    links: row.links,
    replyType: row.replyType as PushTemplateItem["replyType"],
    replyChoices: row.replyChoices,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const select = (db: Db, ctx: RequestContext) =>
  db
    .select()
    .from(pushTemplate)
    .where(ofOrganization(ctx))
    .orderBy(asc(pushTemplate.name), asc(pushTemplate.id));

/** 配信テンプレート's list. */
export async function listPushTemplates(db: Db, ctx: RequestContext): Promise<PushTemplateItem[]> {
  requireMenu(ctx, PUSH_TEMPLATE_MENU, "read");
  return (await select(db, ctx)).map(toItem);
}

/** The templates a compose screen offers (the compose menu is enough to read them). */
export async function templatesForCompose(
  db: Db,
  ctx: RequestContext,
  kind: PushKind,
): Promise<PushTemplateItem[]> {
  requireMenu(ctx, composeMenuOf(kind), "read");
  return (await select(db, ctx)).map(toItem);
}

function duplicate(error: unknown, name: string): never {
  if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
  const message = templateMessages.duplicate(name);
  throw new ValidationError(message, [{ path: "name", message }]);
}

export async function createPushTemplate(db: Db, ctx: RequestContext, input: PushTemplateInput) {
  requireMenu(ctx, PUSH_TEMPLATE_MENU, "write");
  const [existing] = await db.select({ n: count() }).from(pushTemplate).where(ofOrganization(ctx));
  if ((existing?.n ?? 0) >= TEMPLATES_MAX) throw new ValidationError(templateMessages.tooMany);
  try {
    const [row] = await db
      .insert(pushTemplate)
      .values({
        tenantId: ctx.tenantId,
        organizationId: ctx.organizationId,
        ...input,
        createdByLoginUserId: ctx.loginUserId,
      })
      .returning();
    return toItem(row!);
  } catch (error) {
    return duplicate(error, input.name);
  }
}

async function findOwn(db: Db, ctx: RequestContext, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(pushTemplate)
    .where(and(ofOrganization(ctx), eq(pushTemplate.id, id)));
  if (!row) throw new NotFoundError(templateMessages.notFound);
  return row;
}

export async function updatePushTemplate(
  db: Db,
  ctx: RequestContext,
  id: number,
  input: UpdatePushTemplateInput,
) {
  requireMenu(ctx, PUSH_TEMPLATE_MENU, "write");
  await findOwn(db, ctx, id);
  const { version, ...values } = input;
  try {
    const [row] = await db
      .update(pushTemplate)
      .set({ ...values, version: sql`${pushTemplate.version} + 1` })
      .where(and(ofOrganization(ctx), eq(pushTemplate.id, id), eq(pushTemplate.version, version)))
      .returning();
    if (!row) throw new ConflictError(templateMessages.stale);
    return toItem(row);
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    return duplicate(error, input.name);
  }
}

export async function deletePushTemplate(db: Db, ctx: RequestContext, id: number, version: number) {
  requireMenu(ctx, PUSH_TEMPLATE_MENU, "write");
  await findOwn(db, ctx, id);
  const [row] = await db
    .delete(pushTemplate)
    .where(and(ofOrganization(ctx), eq(pushTemplate.id, id), eq(pushTemplate.version, version)))
    .returning({ id: pushTemplate.id });
  if (!row) throw new ConflictError(templateMessages.stale);
}
