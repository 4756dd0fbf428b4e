import {
  type AppFeatureCode,
  BUILTIN_MENU_ENTRIES,
  type BuiltinMenuEntry,
  DEFAULT_THEME_COLOUR,
  defaultAppFeatures,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organization } from "../../platform/tenancy/tenancy.tables";
import { mobileAppSetting, type StoredAppSetting, type StoredMenuEntry } from "./mobile-app.tables";

// The one row per organisation holding アプリ設定 and アプリメニュー設定, read with the defaults an
// organisation has before its first save.

export interface OrganizationScope {
  tenantId: number;
  organizationId: number;
}

const scoped = (s: OrganizationScope) =>
  and(eq(mobileAppSetting.tenantId, s.tenantId), eq(mobileAppSetting.organizationId, s.organizationId));

export async function organizationName(db: Db, s: OrganizationScope): Promise<string> {
  const [row] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(and(eq(organization.tenantId, s.tenantId), eq(organization.id, s.organizationId)));
  return row?.name ?? "";
}

export async function readRow(db: Db, s: OrganizationScope) {
  const [row] = await db.select().from(mobileAppSetting).where(scoped(s));
  return row ?? null;
}

/** The saved setting, or the defaults: the organisation's name (cut to fit), the standard colour. */
export async function readAppSetting(
  db: Db,
  s: OrganizationScope,
): Promise<{ setting: StoredAppSetting; updatedAt: Date | null }> {
  const row = await readRow(db, s);
  if (row?.setting) return { setting: row.setting, updatedAt: row.settingUpdatedAt };
  return {
    setting: {
      displayName: Array.from(await organizationName(db, s))
        .slice(0, 20)
        .join(""),
      themeColour: DEFAULT_THEME_COLOUR,
      welcomeMessage: "",
      contactTel: "",
      contactMail: "",
      features: defaultAppFeatures(),
    },
    updatedAt: null,
  };
}

/** Every built-in entry in the standard order, all visible, standard labels. */
const defaultMenu = (): StoredMenuEntry[] =>
  BUILTIN_MENU_ENTRIES.map((entry) => ({ kind: "builtin", entry, label: "", visible: true }));

/** The saved menu (with any built-in entry it lacks appended), or the default one. */
export async function readMenu(
  db: Db,
  s: OrganizationScope,
): Promise<{ entries: StoredMenuEntry[]; updatedAt: Date | null }> {
  const row = await readRow(db, s);
  if (!row?.menu) return { entries: defaultMenu(), updatedAt: null };
  const present = new Set(row.menu.flatMap((e) => (e.kind === "builtin" ? [e.entry] : [])));
  const missing = defaultMenu().filter((e) => e.kind === "builtin" && !present.has(e.entry));
  return { entries: [...row.menu, ...missing], updatedAt: row.menuUpdatedAt };
}

export async function writeAppSetting(
  db: Db,
  s: OrganizationScope & { loginUserId: number },
  value: { setting?: StoredAppSetting; menu?: StoredMenuEntry[] },
): Promise<void> {
  const now = new Date();
  const set = {
    ...(value.setting ? { setting: value.setting, settingUpdatedAt: now } : {}),
    ...(value.menu ? { menu: value.menu, menuUpdatedAt: now } : {}),
    updatedByLoginUserId: s.loginUserId,
  };
  await db
    .insert(mobileAppSetting)
    .values({ tenantId: s.tenantId, organizationId: s.organizationId, ...set })
    .onConflictDoUpdate({ target: [mobileAppSetting.tenantId, mobileAppSetting.organizationId], set });
}

export const isFeature = (value: string): value is AppFeatureCode =>
  (BUILTIN_MENU_ENTRIES as readonly string[]).includes(value) && value !== "settings";
export const isBuiltin = (value: string): value is BuiltinMenuEntry =>
  (BUILTIN_MENU_ENTRIES as readonly string[]).includes(value);
