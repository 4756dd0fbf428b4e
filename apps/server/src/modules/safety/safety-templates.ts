import type { SafetyTemplateInput, SafetyTemplateItem, UpdateSafetyTemplateInput } from "@gakumu/domain";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../platform/permissions/pg-errors";
import { SAFETY_SEND_MENU } from "./safety.menu";
import { safetyTemplate } from "./safety.tables";
import { ensureDefaultTemplates } from "./safety-default-templates";

export const safetyTemplateMessages = {
  notFound: "テンプレートが見つかりません。",
  stale: "他のユーザーがこのテンプレートを更新しました。画面を再読み込みしてから編集してください。",
  duplicate: (name: string) => `テンプレート名「${name}」は既に使用されています。`,
  tooMany: "テンプレートは100件まで登録できます。",
} as const;

const TEMPLATES_MAX = 100;

type Row = typeof safetyTemplate.$inferSelect;

const ofOrganization = (ctx: { tenantId: number; organizationId: number }) =>
  and(eq(safetyTemplate.tenantId, ctx.tenantId), eq(safetyTemplate.organizationId, ctx.organizationId));

export function toTemplateItem(row: Row): SafetyTemplateItem {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    bodyHtml: row.bodyHtml,
    questions: row.questions as SafetyTemplateItem["questions"],
    isDrill: row.isDrill,
    autoTrigger: row.autoTrigger as SafetyTemplateItem["autoTrigger"],
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The organisation's templates (the defaults are given on the first visit). */
export async function listSafetyTemplates(db: Db, ctx: RequestContext): Promise<SafetyTemplateItem[]> {
  requireMenu(ctx, SAFETY_SEND_MENU, "read");
  await ensureDefaultTemplates(db, ctx.tenantId, ctx.organizationId);
  const rows = await db
    .select()
    .from(safetyTemplate)
    .where(ofOrganization(ctx))
    .orderBy(asc(safetyTemplate.id));
  return rows.map(toTemplateItem);
}

/** The template an automatic send of this kind starts from; null when the school marked none. */
export async function autoTriggerTemplate(
  db: Db,
  org: { tenantId: number; organizationId: number },
  trigger: "EARTHQUAKE" | "TSUNAMI",
): Promise<Row | null> {
  await ensureDefaultTemplates(db, org.tenantId, org.organizationId);
  const [row] = await db
    .select()
    .from(safetyTemplate)
    .where(and(ofOrganization(org), eq(safetyTemplate.autoTrigger, trigger)))
    .orderBy(asc(safetyTemplate.id))
    .limit(1);
  return row ?? null;
}

export async function findTemplate(db: Db, ctx: RequestContext, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(safetyTemplate)
    .where(and(ofOrganization(ctx), eq(safetyTemplate.id, id)));
  if (!row) throw new NotFoundError(safetyTemplateMessages.notFound);
  return row;
}

function duplicate(error: unknown, name: string): never {
  if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
  const message = safetyTemplateMessages.duplicate(name);
  throw new ValidationError(message, [{ path: "name", message }]);
}

/** One template per automatic kind: marking this one unmarks the others (same transaction). */
async function releaseAutoTrigger(tx: Db, ctx: RequestContext, trigger: string | null, keepId: number) {
  if (trigger === null) return;
  await tx
    .update(safetyTemplate)
    .set({ autoTrigger: null, version: sql`${safetyTemplate.version} + 1` })
    .where(and(ofOrganization(ctx), eq(safetyTemplate.autoTrigger, trigger), ne(safetyTemplate.id, keepId)));
}

export async function createSafetyTemplate(db: Db, ctx: RequestContext, input: SafetyTemplateInput) {
  requireMenu(ctx, SAFETY_SEND_MENU, "write");
  const [existing] = await db.select({ n: count() }).from(safetyTemplate).where(ofOrganization(ctx));
  if ((existing?.n ?? 0) >= TEMPLATES_MAX) throw new ValidationError(safetyTemplateMessages.tooMany);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(safetyTemplate)
        .values({
          tenantId: ctx.tenantId,
          organizationId: ctx.organizationId,
          ...input,
          createdByLoginUserId: ctx.loginUserId,
        })
        .returning();
      await releaseAutoTrigger(tx, ctx, input.autoTrigger, row!.id);
      return toTemplateItem(row!);
    });
  } catch (error) {
    return duplicate(error, input.name);
  }
}

export async function updateSafetyTemplate(
  db: Db,
  ctx: RequestContext,
  id: number,
  input: UpdateSafetyTemplateInput,
) {
  requireMenu(ctx, SAFETY_SEND_MENU, "write");
  await findTemplate(db, ctx, id);
  const { version, ...values } = input;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(safetyTemplate)
        .set({ ...values, version: sql`${safetyTemplate.version} + 1` })
        .where(and(ofOrganization(ctx), eq(safetyTemplate.id, id), eq(safetyTemplate.version, version)))
        .returning();
      if (!row) throw new ConflictError(safetyTemplateMessages.stale);
      await releaseAutoTrigger(tx, ctx, input.autoTrigger, id);
      return toTemplateItem(row);
    });
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    return duplicate(error, input.name);
  }
}

export async function deleteSafetyTemplate(db: Db, ctx: RequestContext, id: number, version: number) {
  requireMenu(ctx, SAFETY_SEND_MENU, "write");
  await findTemplate(db, ctx, id);
  const [row] = await db
    .delete(safetyTemplate)
    .where(and(ofOrganization(ctx), eq(safetyTemplate.id, id), eq(safetyTemplate.version, version)))
    .returning({ id: safetyTemplate.id });
  if (!row) throw new ConflictError(safetyTemplateMessages.stale);
}
