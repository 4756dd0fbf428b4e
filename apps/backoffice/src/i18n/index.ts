import { registerCatalogue } from "@gakumu/ui";
import { en } from "./en";
import { ja } from "./ja";

export const BACKOFFICE_NAMESPACE = "backoffice";

// Runs on import, before the first render, so no screen ever shows a raw key.
registerCatalogue(BACKOFFICE_NAMESPACE, { ja, en });
