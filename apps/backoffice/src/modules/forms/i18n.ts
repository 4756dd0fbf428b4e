import { registerCatalogue } from "@gakumu/ui";
import { enList } from "./i18n-en";
import { enBuilder } from "./i18n-en-builder";
import { jaList } from "./i18n-ja";
import { jaBuilder } from "./i18n-ja-builder";

// Texts of the form builder screens (menu form, category 300) in their own namespace, so the module
// carries its catalogue with it. Split in two files per language only to keep each file short.
export const FORMS_NAMESPACE = "forms";

/** The shape of a catalogue with every text a string: en must have exactly ja's keys. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// Runs on import, before a screen renders, so no raw key is ever shown.
registerCatalogue(FORMS_NAMESPACE, {
  ja: { ...jaList, ...jaBuilder },
  en: { ...enList, ...enBuilder },
});
