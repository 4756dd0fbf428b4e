import { type MessageKey, messagesJa } from "@gakumu/domain/i18n/messages.ja";
import { currentLanguage } from "@gakumu/ui";

// The domain's message catalogue read directly. Its formatMessage module (and the code lists built on
// it) pull Zod, which the first load of the answer screen cannot afford within issue 5's 200 kB gzip
// budget; reading the catalogue keeps the texts single-sourced without it. Zod-backed validation
// loads with the screens that have forms (see domain-locale.ts). The English catalogue arrives
// with the other English texts (loadStoredLanguage in ./index.ts).
let messagesEn: Record<MessageKey, string> | null = null;

export function setEnglishDomainMessages(messages: Record<MessageKey, string>): void {
  messagesEn = messages;
}

/** The domain's text for `key` in the screen's language (parameterless messages only). */
export function domainMessage(key: MessageKey): string {
  return (currentLanguage() === "en" && messagesEn ? messagesEn : messagesJa)[key];
}
