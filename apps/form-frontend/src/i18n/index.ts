import { currentLanguage, i18n } from "@gakumu/ui";
import { setEnglishDomainMessages } from "./domain-messages";
import { ja } from "./ja";

export const FORM_NAMESPACE = "form";

// Runs on import, before the first render, so no screen ever shows a raw key. Only Japanese ships with
// the first load (issue 5: English would add 4 kB gzip for everyone): the form frontend has no
// language switch, so English is needed only when the visitor chose it in the back office (the
// stored preference, same origin), and loadStoredLanguage fetches it before the first render.
i18n.addResourceBundle("ja", FORM_NAMESPACE, ja, true, true);

/** Fetches the English texts when English is the stored language; Japanese needs nothing. */
export async function loadStoredLanguage(): Promise<void> {
  if (currentLanguage() !== "en") return;
  const [{ en }, { messagesEn }] = await Promise.all([
    import("./en"),
    import("@gakumu/domain/i18n/messages.en"),
  ]);
  i18n.addResourceBundle("en", FORM_NAMESPACE, en, true, true);
  setEnglishDomainMessages(messagesEn);
}
