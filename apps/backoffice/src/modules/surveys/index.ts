import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const SurveyBuilderPage = lazy(() => import("./screens").then((m) => ({ default: m.SurveyBuilderPage })));
const SurveyResultsPage = lazy(() => import("./screens").then((m) => ({ default: m.SurveyResultsPage })));

/** アンケート作成 and アンケート結果; the shell gathers them in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [
  { menuCd: "survey", element: createElement(SurveyBuilderPage) },
  { menuCd: "survey-result", element: createElement(SurveyResultsPage) },
];
