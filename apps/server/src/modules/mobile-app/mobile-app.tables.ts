import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

/** アプリ設定 as saved: name, colour, welcome text, contact and the features shown (all stored). */
export interface StoredAppSetting {
  displayName: string;
  themeColour: string;
  welcomeMessage: string;
  contactTel: string;
  contactMail: string;
  /** Feature codes, including those of features whose module does not exist yet. */
  features: string[];
}

/** アプリメニュー設定 as saved: the entries in order (built-in ones by code, links by label and URL). */
export type StoredMenuEntry =
  | { kind: "builtin"; entry: string; label: string; visible: boolean }
  | { kind: "link"; label: string; url: string; visible: boolean };

/**
 * The member app's presentation per organisation (menus mobile-app-setting and mobile-menu). One row
 * per organisation, made by the first save; a null part means the defaults apply.
 */
export const mobileAppSetting = pgTable(
  "mobile_app_setting",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    setting: jsonb("setting").$type<StoredAppSetting>(),
    settingUpdatedAt: timestamp("setting_updated_at", { withTimezone: true }),
    menu: jsonb("menu").$type<StoredMenuEntry[]>(),
    menuUpdatedAt: timestamp("menu_updated_at", { withTimezone: true }),
    updatedByLoginUserId: integer("updated_by_login_user_id"),
    ...timestamps,
  },
  (t) => [uniqueIndex("mobile_app_setting_organization_key").on(t.tenantId, t.organizationId)],
);
