import { registerCatalogue } from "@gakumu/ui";
import { en } from "./en";
import { ja } from "./ja";

export const FORM_NAMESPACE = "form";

// Runs on import, before the first render, so no screen ever shows a raw key.
registerCatalogue(FORM_NAMESPACE, { ja, en });
