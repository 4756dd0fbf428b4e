import { registerCatalogue } from "@gakumu/ui";
import type { ExportCatalogue } from "../../app/exports/export-texts";
import { en } from "./i18n-en";
import { ja } from "./i18n-ja";

// Texts of the answer screens (form-answer, form-dashboard, applicant-information) in their own
// namespace, so the module carries its catalogue with it.
export const ANSWERS_NAMESPACE = "form-answers";

/** The shape of a catalogue with every text a string: en must have exactly ja's keys. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// Runs on import, before a screen renders, so no raw key is ever shown.
registerCatalogue(ANSWERS_NAMESPACE, { ja, en });

/** The export and zip texts live under `download.` (app/exports reads them there). */
export const ANSWER_DOWNLOAD_TEXTS: ExportCatalogue = { namespace: ANSWERS_NAMESPACE, prefix: "download" };
