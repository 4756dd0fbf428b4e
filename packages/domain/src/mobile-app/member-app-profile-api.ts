import { z } from "zod";
import { defineContracts } from "../api/contract";
import { BUILTIN_MENU_ENTRIES } from "./app-features";

// What the member app shows of its organisation after login (アプリ設定 and アプリメニュー設定 in
// effect): the header's name and colour, the inbox's welcome text, the contact, the menu. Server:
// apps/server/src/modules/mobile-app/mobile-app.routes.ts (member-app-profile.service.ts).

export const MEMBER_APP_PROFILE_URL = "/app/api/member-app/profile";
/** The web app manifest of one organisation: ?tenantCd=&organizationCd= */
export const MEMBER_APP_MANIFEST_URL = "/app/api/member-app/manifest.webmanifest";

export const MemberAppProfile = z.object({
  displayName: z.string(),
  themeColour: z.string(),
  welcomeMessage: z.string(),
  contactTel: z.string(),
  contactMail: z.string(),
  /** The organisation's manifest, for the page's <link rel="manifest">. */
  manifestUrl: z.string(),
  /** The visible entries in order: built-in screens of features shown, and the school's links. */
  menu: z.array(
    z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("builtin"), entry: z.enum(BUILTIN_MENU_ENTRIES), label: z.string() }),
      z.object({ kind: z.literal("link"), label: z.string(), url: z.string() }),
    ]),
  ),
});
export type MemberAppProfileValue = z.infer<typeof MemberAppProfile>;

export const ManifestQuery = z.object({
  tenantCd: z.string().trim().max(32).optional(),
  organizationCd: z.string().trim().max(32).optional(),
});

export const memberAppProfileContracts = defineContracts({
  "GET /app/api/member-app/profile": MemberAppProfile,
} as const);
