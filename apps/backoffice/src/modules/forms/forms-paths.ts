import { useLocation } from "react-router";

/** The builder's menu code (server: modules/forms/forms.menu.ts). */
export const FORM_MENU = "form";

/**
 * Paths of the form screens below /form, keeping the categoryCd of the current path so the shell
 * keeps the same menu entry (spec §2.1) while moving between list, builder and preview.
 */
export function useFormPaths() {
  const categoryCd = new URLSearchParams(useLocation().search).get("categoryCd");
  const suffix = categoryCd ? `?categoryCd=${encodeURIComponent(categoryCd)}` : "";
  return {
    list: `/${FORM_MENU}${suffix}`,
    edit: (formId: number) => `/${FORM_MENU}/${formId}${suffix}`,
    preview: (formId: number) => `/${FORM_MENU}/${formId}/preview${suffix}`,
  };
}
