import { config as zodConfig } from "zod";
import { en as zodEn, ja as zodJa } from "zod/locales";
import { messagesEn } from "./messages.en";
import { type MessageKey, messagesJa } from "./messages.ja";

export type DomainLocale = "ja" | "en";
export type MessageParams = Readonly<Record<string, string | number>>;

const catalogues: Record<DomainLocale, Readonly<Record<MessageKey, string>>> = {
  ja: messagesJa,
  en: messagesEn,
};

// Module state, not a context argument: the SPAs have one locale per tab, and the server answers in
// Japanese unless a caller passes a locale explicitly to formatMessage.
let currentLocale: DomainLocale = "ja";

export function getDomainLocale(): DomainLocale {
  return currentLocale;
}

/**
 * Switches the default locale of formatMessage and of every validator message. Also points Zod's own
 * fallback messages (type errors on unexpected shapes) at the same language, so an app that calls
 * this once at start-up never shows English Zod text on a Japanese screen.
 */
export function setDomainLocale(locale: DomainLocale): void {
  currentLocale = locale;
  zodConfig(locale === "ja" ? zodJa() : zodEn());
}

export function formatMessage(
  key: MessageKey,
  params: MessageParams = {},
  locale: DomainLocale = currentLocale,
): string {
  const template = catalogues[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messagesJa, key);
}
