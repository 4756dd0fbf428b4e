import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const SurveyBuilderPage = lazy(() => import("./screens").then((m) => ({ default: m.SurveyBuilderPage })));
const SurveyResultsPage = lazy(() => import("./screens").then((m) => ({ default: m.SurveyResultsPage })));
const SurveyGroupPage = lazy(() => import("./screens").then((m) => ({ default: m.SurveyGroupPage })));
const TotallingSurveyPage = lazy(() => import("./screens").then((m) => ({ default: m.TotallingSurveyPage })));

/**
 * アンケート作成, アンケート結果, アンケートグループ (news category 90) and アンケート集計 (totalling-survey,
 * allowed by the shell while アンケートグループ is in the news menu); app/module-routes.tsx gathers them.
 */
export const routes: ModuleRoute[] = [
  { menuCd: "survey", element: createElement(SurveyBuilderPage) },
  { menuCd: "survey-result", element: createElement(SurveyResultsPage) },
  { menuCd: "survey-group", element: createElement(SurveyGroupPage) },
  { menuCd: "totalling-survey", element: createElement(TotallingSurveyPage) },
];
