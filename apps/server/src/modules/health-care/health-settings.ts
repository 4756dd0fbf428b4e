import {
  DEFAULT_FEVER_THRESHOLD,
  DEFAULT_HEALTH_SYMPTOMS,
  type HealthCareSetting,
  type HealthCareSettingBody,
  type HealthSymptom,
  type HealthSymptomListBody,
} from "@gakumu/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError } from "../../platform/errors/app-error";
import { HEALTH_CHECK_SETTING_MENU, HEALTH_MENUS } from "./health-care.menu";
import { healthCareSetting, healthSymptom } from "./health-care.tables";

// ヘルスケア設定: one settings row per organisation (defaults until first saved) and the symptom list.

export const settingMessages = {
  stale: "他のユーザーがヘルスケア設定を更新しました。画面を再読み込みしてから編集してください。",
  unknownSymptom: "この学校の症状ではない項目が含まれています。画面を再読み込みしてください。",
} as const;

export interface Owner {
  tenantId: number;
  organizationId: number;
}

/** What the report path needs of the settings (tenths of a degree). */
export interface EffectiveSetting {
  feverThresholdTenths: number;
  spreadThreshold: number;
  webLinkEnabled: boolean;
  webLinkValidDays: number;
  version: number | null;
  updatedAt: Date | null;
}

const DEFAULTS: EffectiveSetting = {
  feverThresholdTenths: Math.round(DEFAULT_FEVER_THRESHOLD * 10),
  spreadThreshold: 3,
  webLinkEnabled: true,
  webLinkValidDays: 180,
  version: null,
  updatedAt: null,
};

const ofOwner = (owner: Owner) =>
  and(
    eq(healthCareSetting.tenantId, owner.tenantId),
    eq(healthCareSetting.organizationId, owner.organizationId),
  );

export async function effectiveSetting(db: Db, owner: Owner): Promise<EffectiveSetting> {
  const [row] = await db.select().from(healthCareSetting).where(ofOwner(owner));
  return row ?? DEFAULTS;
}

const toView = (s: EffectiveSetting): HealthCareSetting => ({
  feverThreshold: s.feverThresholdTenths / 10,
  spreadThreshold: s.spreadThreshold,
  webLinkEnabled: s.webLinkEnabled,
  webLinkValidDays: s.webLinkValidDays,
  version: s.version,
  updatedAt: s.updatedAt?.toISOString() ?? null,
});

export async function getSetting(db: Db, ctx: RequestContext): Promise<HealthCareSetting> {
  requireMenu(ctx, HEALTH_MENUS, "read");
  return toView(await effectiveSetting(db, ctx));
}

/** Saves with the version the screen read: two staff saving at once get a Japanese 409. */
export async function saveSetting(db: Db, ctx: RequestContext, body: HealthCareSettingBody) {
  requireMenu(ctx, HEALTH_CHECK_SETTING_MENU, "write");
  const values = {
    feverThresholdTenths: Math.round(body.feverThreshold * 10),
    spreadThreshold: body.spreadThreshold,
    webLinkEnabled: body.webLinkEnabled,
    webLinkValidDays: body.webLinkValidDays,
    updatedByLoginUserId: ctx.loginUserId,
  };
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(healthCareSetting).where(ofOwner(ctx)).for("update");
    if (!current) {
      if (body.version !== undefined) throw new ConflictError(settingMessages.stale);
      const [created] = await tx
        .insert(healthCareSetting)
        .values({ ...values, tenantId: ctx.tenantId, organizationId: ctx.organizationId })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new ConflictError(settingMessages.stale);
      return created;
    }
    if (body.version !== current.version) throw new ConflictError(settingMessages.stale);
    const [updated] = await tx
      .update(healthCareSetting)
      .set({ ...values, version: current.version + 1 })
      .where(and(ofOwner(ctx), eq(healthCareSetting.id, current.id)))
      .returning();
    return updated!;
  });
  return toView(row);
}

// ---- symptoms ----

const readSymptoms = (db: Db, owner: Owner): Promise<HealthSymptom[]> =>
  db
    .select({ id: healthSymptom.id, name: healthSymptom.name, active: healthSymptom.active })
    .from(healthSymptom)
    .where(
      and(eq(healthSymptom.tenantId, owner.tenantId), eq(healthSymptom.organizationId, owner.organizationId)),
    )
    .orderBy(asc(healthSymptom.sortOrder), asc(healthSymptom.id));

/**
 * The school's symptoms, retired ones included. Symptoms are never deleted, so an organisation with
 * none has never had a list: it gets the default one on first use (an organisation made after this
 * module, without the platform having to know about health care).
 */
export async function loadSymptoms(db: Db, owner: Owner): Promise<HealthSymptom[]> {
  const rows = await readSymptoms(db, owner);
  if (rows.length > 0) return rows;
  await seedHealthSymptoms(db, owner);
  return readSymptoms(db, owner);
}

export async function listSymptoms(db: Db, ctx: RequestContext) {
  requireMenu(ctx, HEALTH_MENUS, "read");
  return { items: await loadSymptoms(db, ctx) };
}

/**
 * Replaces the list in the order given: known ids are renamed, reordered or retired (active false),
 * items without an id are added. A symptom left out is retired rather than deleted, so observations
 * that named it keep its name.
 */
export async function saveSymptoms(db: Db, ctx: RequestContext, body: HealthSymptomListBody) {
  requireMenu(ctx, HEALTH_CHECK_SETTING_MENU, "write");
  await db.transaction(async (tx) => {
    const current = await tx
      .select()
      .from(healthSymptom)
      .where(
        and(eq(healthSymptom.tenantId, ctx.tenantId), eq(healthSymptom.organizationId, ctx.organizationId)),
      )
      .for("update");
    const known = new Map(current.map((s) => [s.id, s]));
    if (body.items.some((i) => i.id !== undefined && !known.has(i.id)))
      throw new ConflictError(settingMessages.unknownSymptom);
    const kept = new Set(body.items.map((i) => i.id).filter((id) => id !== undefined));
    // Names are unique per school: park every row under a temporary name first, so a swap of two
    // names in one save does not meet the unique index half way.
    for (const row of current)
      await tx
        .update(healthSymptom)
        .set({ name: `#${row.id}` })
        .where(eq(healthSymptom.id, row.id));
    for (const row of current) {
      if (!kept.has(row.id))
        await tx
          .update(healthSymptom)
          .set({ name: row.name, active: false, sortOrder: 999 })
          .where(eq(healthSymptom.id, row.id));
    }
    for (const [i, item] of body.items.entries()) {
      if (item.id !== undefined) {
        await tx
          .update(healthSymptom)
          .set({ name: item.name, active: item.active, sortOrder: i })
          .where(eq(healthSymptom.id, item.id));
      } else {
        // A retired symptom of the same name comes back instead of a second row of that name.
        const retired = current.find((r) => !kept.has(r.id) && r.name === item.name);
        if (retired)
          await tx
            .update(healthSymptom)
            .set({ active: item.active, sortOrder: i })
            .where(eq(healthSymptom.id, retired.id));
        else
          await tx.insert(healthSymptom).values({
            tenantId: ctx.tenantId,
            organizationId: ctx.organizationId,
            name: item.name,
            active: item.active,
            sortOrder: i,
          });
      }
    }
  });
  return { items: await loadSymptoms(db, ctx) };
}

/** A new organisation's (and the demo's) symptom list; does nothing when the school has one. */
export async function seedHealthSymptoms(db: Db, owner: Owner): Promise<void> {
  await db
    .insert(healthSymptom)
    .values(
      DEFAULT_HEALTH_SYMPTOMS.map((name, i) => ({
        tenantId: owner.tenantId,
        organizationId: owner.organizationId,
        name,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
}
