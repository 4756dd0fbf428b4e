import type { MemberAppProfileValue } from "@gakumu/domain/mobile-app/member-app-profile-api";
import { memberHttp } from "../http/member-http";
import { API } from "./inbox-api";

// The organisation's app profile (アプリ設定 and アプリメニュー設定 in effect; server:
// modules/mobile-app). Type-only import of the domain: its schemas stay out of the app's bundle.

export type AppProfile = MemberAppProfileValue;
export const profileKey = ["member", "profile"] as const;

export function fetchProfile(signal?: AbortSignal): Promise<AppProfile> {
  return memberHttp.get<AppProfile>(`${API}/profile`, { notify: false, signal });
}

/** Where a built-in entry leads; entries whose screen the app does not have yet are not shown. */
export const BUILTIN_PATHS: Partial<Record<string, string>> = {
  inbox: "/",
  settings: "/settings",
  contact: "/contacts",
  notebook: "/notebooks",
  dailyReport: "/daily-reports",
  health: "/health",
};

/** The school's colour on the page: the browser's toolbar and the installed app's manifest. */
export function applyProfileToDocument(profile: AppProfile, doc: Document = document): void {
  doc.querySelector('meta[name="theme-color"]')?.setAttribute("content", profile.themeColour);
  doc.querySelector('link[rel="manifest"]')?.setAttribute("href", profile.manifestUrl);
  doc.title = profile.displayName;
}
