import {
  builtinMenuLabel,
  DEFAULT_THEME_COLOUR,
  MEMBER_APP_MANIFEST_URL,
  type MemberAppProfileValue,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { MemberCaller } from "../../platform/access/applicant-access";
import { organization, tenant } from "../../platform/tenancy/tenancy.tables";
import type { MobileAppDeps } from "./app-setting.service";
import { isBuiltin, isFeature, readAppSetting, readMenu } from "./app-setting-store";

/** What the signed-in member's app shows of the organisation: settings and menu in effect. */
export async function memberAppProfile(
  deps: MobileAppDeps,
  member: MemberCaller,
): Promise<MemberAppProfileValue> {
  const scope = { tenantId: member.tenantId, organizationId: member.organizationId };
  const [{ setting }, { entries }, [codes]] = await Promise.all([
    readAppSetting(deps.db, scope),
    readMenu(deps.db, scope),
    deps.db
      .select({ tenantCd: tenant.tenantCd, organizationCd: organization.organizationCd })
      .from(organization)
      .innerJoin(tenant, eq(tenant.id, organization.tenantId))
      .where(and(eq(organization.tenantId, scope.tenantId), eq(organization.id, scope.organizationId))),
  ]);
  const offered = deps.offered();
  const shown = new Set(setting.features.filter(isFeature).filter((f) => offered.has(f)));
  shown.add("inbox");
  const query = new URLSearchParams({
    tenantCd: codes?.tenantCd ?? "",
    organizationCd: codes?.organizationCd ?? "",
  });
  return {
    displayName: setting.displayName,
    themeColour: setting.themeColour,
    welcomeMessage: setting.welcomeMessage,
    contactTel: setting.contactTel,
    contactMail: setting.contactMail,
    manifestUrl: `${MEMBER_APP_MANIFEST_URL}?${query}`,
    menu: entries.flatMap((e): MemberAppProfileValue["menu"] => {
      if (!e.visible) return [];
      if (e.kind === "link") return [{ kind: "link", label: e.label, url: e.url }];
      if (!isBuiltin(e.entry)) return [];
      if (e.entry !== "settings" && !(isFeature(e.entry) && shown.has(e.entry))) return [];
      return [{ kind: "builtin", entry: e.entry, label: e.label || builtinMenuLabel(e.entry) }];
    }),
  };
}

const APP_BASE = "/app/member/";

/**
 * The member app's web app manifest for one organisation: its app name and theme colour, so a member
 * who installs the app to the home screen sees the school's name and colour. An unknown school gets
 * the platform's own (the same as the static manifest), which tells nothing of which codes exist.
 */
export async function organizationManifest(
  db: Db,
  codes: { tenantCd?: string; organizationCd?: string },
): Promise<Record<string, unknown>> {
  let name = "学務";
  let themeColour: string = DEFAULT_THEME_COLOUR;
  if (codes.organizationCd) {
    const rows = await db
      .select({ tenantId: organization.tenantId, organizationId: organization.id })
      .from(organization)
      .innerJoin(tenant, eq(tenant.id, organization.tenantId))
      .where(
        and(
          eq(organization.organizationCd, codes.organizationCd),
          ...(codes.tenantCd ? [eq(tenant.tenantCd, codes.tenantCd)] : []),
        ),
      )
      .limit(2);
    // Without a tenant code the organisation code must name one school only.
    if (rows.length === 1) {
      const { setting } = await readAppSetting(db, rows[0]!);
      if (setting.displayName) name = setting.displayName;
      themeColour = setting.themeColour;
    }
  }
  return {
    name,
    short_name: Array.from(name).slice(0, 12).join(""),
    description: "学校からのお知らせを受け取るアプリ",
    lang: "ja",
    id: APP_BASE,
    start_url: APP_BASE,
    scope: APP_BASE,
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: themeColour,
    icons: [
      { src: `${APP_BASE}icons/icon-192.png`, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: `${APP_BASE}icons/icon-512.png`, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: `${APP_BASE}icons/maskable-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
