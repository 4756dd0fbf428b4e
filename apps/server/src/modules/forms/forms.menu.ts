import type { MenuCode } from "../../platform/permissions/menu-catalogue";
/**
 * The form builder's screens (spec §6, category form 300): the form list and the builder with its
 * links (access keys) share the catalogue code "form"; "form-answer" and "form-user" belong to the
 * answers and form-user work.
 */
export const FORM_MENU = "form" satisfies MenuCode;
