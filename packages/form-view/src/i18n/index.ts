import { registerCatalogue, useTranslation } from "@gakumu/ui";
import { en } from "./en";
import { ja } from "./ja";

// The package carries its own catalogue (as the apps' modules do), registered on import so no field
// ever shows a raw key, whichever app renders it.
export const FORM_VIEW_NAMESPACE = "formView";

registerCatalogue(FORM_VIEW_NAMESPACE, { ja, en });

export function useFormViewTranslation() {
  return useTranslation(FORM_VIEW_NAMESPACE);
}
