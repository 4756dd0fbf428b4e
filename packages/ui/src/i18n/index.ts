import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en";
import { ja } from "./ja";

export const LANGUAGES = ["ja", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const UI_NAMESPACE = "ui";

// User preferences live in local storage (spec §3.1); the language is one of them.
const STORAGE_KEY = "gakumu.language";

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value === "en" ? "en" : "ja";
  } catch {
    return "ja"; // storage blocked (private mode, sandboxed iframe): stay Japanese
  }
}

/**
 * One shared instance (not the i18next global) so the apps and the non-React helpers (toasts,
 * dialogs) read the same language, and tests can import it without side effects elsewhere.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { ja: { [UI_NAMESPACE]: ja }, en: { [UI_NAMESPACE]: en } },
  lng: storedLanguage(),
  fallbackLng: "ja",
  supportedLngs: [...LANGUAGES],
  ns: [UI_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  interpolation: { escapeValue: false }, // React already escapes
  initAsync: false, // resources are bundled, so initialise synchronously: no flash of raw keys
  showSupportNotice: false, // keep the browser console and test output quiet
});

i18n.on("languageChanged", (lng) => {
  if (typeof document !== "undefined") document.documentElement.lang = lng;
});

/** Translate a key of the ui catalogue outside React (toasts, dialogs, fetch helpers). */
export function tUi(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ns: UI_NAMESPACE, ...options });
}

/** Apps add their own namespace (e.g. "backoffice") with both languages at start-up. */
export function registerCatalogue(namespace: string, catalogues: Record<Language, object>): void {
  for (const lng of LANGUAGES) {
    i18n.addResourceBundle(lng, namespace, catalogues[lng], true, true);
  }
}

export async function setLanguage(lng: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lng);
  } catch {
    // not persisted; the switch still applies to this page
  }
  await i18n.changeLanguage(lng);
}

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === "en" ? "en" : "ja";
}
