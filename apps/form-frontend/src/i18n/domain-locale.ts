import { setDomainLocale } from "@gakumu/domain/i18n/format";
import { currentLanguage, i18n } from "@gakumu/ui";

// Validation messages of @gakumu/domain (Zod schemas, rules) follow the screen's language. Imported
// by the modules that validate, which load with the screens having forms, so Zod stays out of the
// first load (see domain-messages.ts).
setDomainLocale(currentLanguage());
i18n.on("languageChanged", () => setDomainLocale(currentLanguage()));
