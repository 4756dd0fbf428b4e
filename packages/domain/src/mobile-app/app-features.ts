// The features a school can show in its member app (アプリ設定). Each is served by a module: it is
// offered to staff only once that module registers the feature's member route (the server asks the
// router), so a feature still being built can be stored in advance but never shown before it exists.

export const APP_FEATURES = [
  { code: "inbox", label: "お知らせ", memberRoute: "GET /app/api/member-app/inbox", required: true },
  {
    code: "safety",
    label: "安否確認",
    memberRoute: "GET /app/api/member-app/safety/:deliveryId",
    required: false,
  },
  {
    code: "survey",
    label: "アンケート",
    memberRoute: "GET /app/api/member-app/surveys/:deliveryId",
    required: false,
  },
  {
    code: "health",
    label: "体調報告",
    memberRoute: "GET /app/api/member-app/health",
    required: false,
  },
  {
    code: "contact",
    label: "連絡",
    memberRoute: "GET /app/api/member-app/contacts/:contactId",
    required: false,
  },
  {
    code: "dailyReport",
    label: "日報",
    memberRoute: "GET /app/api/member-app/daily-reports",
    required: false,
  },
  {
    code: "notebook",
    label: "手帳",
    memberRoute: "GET /app/api/member-app/notebooks",
    required: false,
  },
] as const;

export type AppFeatureCode = (typeof APP_FEATURES)[number]["code"];
export const APP_FEATURE_CODES = APP_FEATURES.map((f) => f.code) as [AppFeatureCode, ...AppFeatureCode[]];

export const appFeatureLabel = (code: AppFeatureCode): string =>
  APP_FEATURES.find((f) => f.code === code)?.label ?? code;

/**
 * The member app's built-in menu entries: one per feature, plus 設定 (which holds the logout, so it
 * can never be hidden).
 */
export const BUILTIN_MENU_ENTRIES = [...APP_FEATURE_CODES, "settings"] as const;
export type BuiltinMenuEntry = (typeof BUILTIN_MENU_ENTRIES)[number];

export const builtinMenuLabel = (entry: BuiltinMenuEntry): string =>
  entry === "settings" ? "設定" : appFeatureLabel(entry);

/** Entries the school cannot hide: without them a member could not read messages or log out. */
export const REQUIRED_MENU_ENTRIES: readonly BuiltinMenuEntry[] = ["inbox", "settings"];
