import { setDomainLocale } from "@gakumu/domain";
import { currentLanguage, i18n, registerCatalogue } from "@gakumu/ui";
import { en } from "./en";
import { ja } from "./ja";

export const BACKOFFICE_NAMESPACE = "backoffice";

// Runs on import, before the first render, so no screen ever shows a raw key.
registerCatalogue(BACKOFFICE_NAMESPACE, { ja, en });

// The messages of spec §8 and the validators' messages come from the domain package: keep its
// language in step with the screen's.
setDomainLocale(currentLanguage());
i18n.on("languageChanged", () => setDomainLocale(currentLanguage()));
