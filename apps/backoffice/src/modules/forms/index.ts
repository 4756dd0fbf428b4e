import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";
import { FORM_MENU } from "./forms-paths";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const FormPages = lazy(() => import("./FormPages").then((m) => ({ default: m.FormPages })));

/**
 * Form category (300): the form builder — list, builder, preview and links. The answers
 * (form-answer) and form users (form-user) are screens of their own.
 */
export const routes: ModuleRoute[] = [{ menuCd: FORM_MENU, element: createElement(FormPages) }];
