import {
  APP_FEATURES,
  type AppFeatureCode,
  type AppMenu,
  type AppMenuBody,
  type AppSetting,
  type AppSettingBody,
} from "@gakumu/domain";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { isBuiltin, isFeature, readAppSetting, readMenu, writeAppSetting } from "./app-setting-store";
import { APP_MENU_MENU, APP_SETTING_MENU } from "./mobile-app.menu";
import type { StoredMenuEntry } from "./mobile-app.tables";
import type { OfferedFeatures } from "./offered-features";

export interface MobileAppDeps {
  db: Db;
  offered: OfferedFeatures;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** アプリ設定 as staff see it: only the features offered now are choices. */
export async function getAppSetting(deps: MobileAppDeps, ctx: RequestContext): Promise<AppSetting> {
  requireMenu(ctx, APP_SETTING_MENU, "read");
  const { setting, updatedAt } = await readAppSetting(deps.db, ctx);
  const offered = deps.offered();
  return {
    displayName: setting.displayName,
    themeColour: setting.themeColour,
    welcomeMessage: setting.welcomeMessage,
    contactTel: setting.contactTel,
    contactMail: setting.contactMail,
    features: setting.features.filter(isFeature).filter((f) => offered.has(f)),
    availableFeatures: APP_FEATURES.filter((f) => offered.has(f.code)).map((f) => ({
      code: f.code,
      label: f.label,
    })),
    updatedAt: iso(updatedAt),
  };
}

/**
 * Saves アプリ設定. Of the features, those offered now are as sent (お知らせ always on); those not
 * offered yet keep their saved choice, since staff could not see them.
 */
export async function saveAppSetting(
  deps: MobileAppDeps,
  ctx: RequestContext,
  body: z.output<typeof AppSettingBody>,
): Promise<AppSetting> {
  requireMenu(ctx, APP_SETTING_MENU, "write");
  const offered = deps.offered();
  const { setting: before } = await readAppSetting(deps.db, ctx);
  const chosen = new Set<AppFeatureCode>([...body.features.filter((f) => offered.has(f)), "inbox"]);
  const keptHidden = before.features.filter(isFeature).filter((f) => !offered.has(f));
  const features = APP_FEATURES.map((f) => f.code).filter((f) => chosen.has(f) || keptHidden.includes(f));
  await writeAppSetting(deps.db, ctx, {
    setting: {
      displayName: body.displayName,
      themeColour: body.themeColour,
      welcomeMessage: body.welcomeMessage,
      contactTel: body.contactTel,
      contactMail: body.contactMail,
      features,
    },
  });
  return getAppSetting(deps, ctx);
}

/** A built-in entry staff may see: 設定, or a feature offered now. */
const shownToStaff = (offered: Set<AppFeatureCode>) => (e: StoredMenuEntry) =>
  e.kind === "link" || e.entry === "settings" || (isFeature(e.entry) && offered.has(e.entry));

export async function getAppMenu(deps: MobileAppDeps, ctx: RequestContext): Promise<AppMenu> {
  requireMenu(ctx, APP_MENU_MENU, "read");
  const { entries, updatedAt } = await readMenu(deps.db, ctx);
  return {
    entries: entries.filter(shownToStaff(deps.offered())).flatMap((e): AppMenu["entries"] => {
      if (e.kind === "link") return [e];
      return isBuiltin(e.entry)
        ? [{ kind: "builtin", entry: e.entry, label: e.label, visible: e.visible }]
        : [];
    }),
    updatedAt: iso(updatedAt),
  };
}

/**
 * Saves the menu as sent; built-in entries of features not offered yet (which staff did not see)
 * keep their saved place after the entries sent, and any built-in entry left out is added back.
 */
export async function saveAppMenu(
  deps: MobileAppDeps,
  ctx: RequestContext,
  body: z.output<typeof AppMenuBody>,
): Promise<AppMenu> {
  requireMenu(ctx, APP_MENU_MENU, "write");
  const offered = deps.offered();
  const { entries: before } = await readMenu(deps.db, ctx);
  const sent: StoredMenuEntry[] = body.entries
    .filter(shownToStaff(offered))
    .map((e) =>
      e.kind === "link"
        ? { kind: "link", label: e.label, url: e.url, visible: e.visible }
        : { kind: "builtin", entry: e.entry, label: e.label, visible: e.visible },
    );
  const named = new Set(sent.flatMap((e) => (e.kind === "builtin" ? [e.entry] : [])));
  const kept = before.filter((e) => e.kind === "builtin" && !named.has(e.entry));
  await writeAppSetting(deps.db, ctx, { menu: [...sent, ...kept] });
  return getAppMenu(deps, ctx);
}
