import type { ContactFieldUses, ContactType, ContactTypeBody } from "@gakumu/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { CONTACT_MENU, CONTACT_WEB_MENU } from "./contacts.menu";
import { contactType } from "./contacts.tables";

// The contact types a school offers (欠席, 遅刻, 早退, その他, 部活動欠席…). Types are never deleted, only
// switched off: past reports keep pointing at them. New organisations start with DEFAULT_TYPES.

export const typeMessages = {
  notFound: "連絡種別が見つかりません。",
  stale: "他のユーザーがこの連絡種別を更新しました。画面を再読み込みしてから編集してください。",
  tooMany: "連絡種別は30件まで登録できます。",
} as const;

const TYPE_LIMIT = 30;
type Owner = { tenantId: number; organizationId: number };
type Row = typeof contactType.$inferSelect;

const uses = (
  arrivalTime: string,
  leaveTime: string,
  temperature: string,
  symptoms: string,
): ContactFieldUses =>
  ({ arrivalTime, leaveTime, temperature, symptoms, note: "OPTIONAL" }) as ContactFieldUses;

const ILLNESS = ["発熱", "頭痛", "腹痛", "咳・のどの痛み", "吐き気", "だるさ"];

/** What a new organisation (and the demo school) starts with. */
export const DEFAULT_TYPES: Omit<ContactTypeBody, "version">[] = [
  {
    name: "欠席",
    reasons: ["体調不良", "通院", "感染症", "忌引", "家庭の事情", "その他"],
    symptoms: ILLNESS,
    fields: uses("NONE", "NONE", "OPTIONAL", "OPTIONAL"),
    enabled: true,
    sortOrder: 10,
  },
  {
    name: "遅刻",
    reasons: ["体調不良", "通院", "交通機関の遅れ", "家庭の事情", "その他"],
    symptoms: ILLNESS,
    fields: uses("REQUIRED", "NONE", "OPTIONAL", "OPTIONAL"),
    enabled: true,
    sortOrder: 20,
  },
  {
    name: "早退",
    reasons: ["体調不良", "通院", "家庭の事情", "その他"],
    symptoms: ILLNESS,
    fields: uses("NONE", "REQUIRED", "OPTIONAL", "OPTIONAL"),
    enabled: true,
    sortOrder: 30,
  },
  {
    name: "部活動欠席",
    reasons: ["体調不良", "通院", "学習のため", "家庭の事情", "その他"],
    symptoms: [],
    fields: uses("NONE", "NONE", "NONE", "NONE"),
    enabled: true,
    sortOrder: 40,
  },
  {
    name: "その他",
    reasons: [],
    symptoms: [],
    fields: {
      arrivalTime: "NONE",
      leaveTime: "NONE",
      temperature: "NONE",
      symptoms: "NONE",
      note: "REQUIRED",
    },
    enabled: true,
    sortOrder: 90,
  },
];

export const toType = (r: Row): ContactType => ({
  id: r.id,
  name: r.name,
  reasons: r.reasons,
  symptoms: r.symptoms,
  fields: r.fields as ContactFieldUses,
  enabled: r.enabled,
  sortOrder: r.sortOrder,
  version: r.version,
});

const ofOrganization = (owner: Owner) =>
  and(eq(contactType.tenantId, owner.tenantId), eq(contactType.organizationId, owner.organizationId));

/** The organisation's types in the form's order (enabled only for families). */
export async function loadTypes(
  db: Db,
  owner: Owner,
  options: { enabledOnly: boolean },
): Promise<ContactType[]> {
  const rows = await db
    .select()
    .from(contactType)
    .where(and(ofOrganization(owner), options.enabledOnly ? eq(contactType.enabled, true) : undefined))
    .orderBy(asc(contactType.sortOrder), asc(contactType.id));
  return rows.map(toType);
}

/** One type of the organisation, or null (another school's id is simply unknown here). */
export async function findType(db: Db, owner: Owner, id: number): Promise<ContactType | null> {
  const [row] = await db
    .select()
    .from(contactType)
    .where(and(ofOrganization(owner), eq(contactType.id, id)));
  return row ? toType(row) : null;
}

/** Gives an organisation the default types once (seed, first visit of the settings screen). */
export async function ensureDefaultTypes(db: Db, owner: Owner): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(contactType).where(ofOrganization(owner));
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(contactType).values(DEFAULT_TYPES.map((t) => ({ ...owner, ...t })));
}

export async function listTypes(db: Db, ctx: RequestContext): Promise<{ items: ContactType[] }> {
  requireMenu(ctx, [CONTACT_WEB_MENU, CONTACT_MENU], "read");
  return { items: await loadTypes(db, ctx, { enabledOnly: false }) };
}

export async function createType(db: Db, ctx: RequestContext, body: ContactTypeBody): Promise<ContactType> {
  requireMenu(ctx, CONTACT_WEB_MENU, "write");
  const [existing] = await db.select({ n: count() }).from(contactType).where(ofOrganization(ctx));
  if ((existing?.n ?? 0) >= TYPE_LIMIT) throw new ValidationError(typeMessages.tooMany);
  const { version: _ignored, ...values } = body;
  const [row] = await db
    .insert(contactType)
    .values({ tenantId: ctx.tenantId, organizationId: ctx.organizationId, ...values })
    .returning();
  return toType(row!);
}

export async function updateType(
  db: Db,
  ctx: RequestContext,
  id: number,
  body: ContactTypeBody,
): Promise<ContactType> {
  requireMenu(ctx, CONTACT_WEB_MENU, "write");
  const { version, ...values } = body;
  const current = await findType(db, ctx, id);
  if (!current) throw new NotFoundError(typeMessages.notFound);
  if (version !== current.version) throw new ConflictError(typeMessages.stale);
  const [row] = await db
    .update(contactType)
    .set({ ...values, version: current.version + 1 })
    .where(and(ofOrganization(ctx), eq(contactType.id, id), eq(contactType.version, current.version)))
    .returning();
  if (!row) throw new ConflictError(typeMessages.stale);
  return toType(row);
}
