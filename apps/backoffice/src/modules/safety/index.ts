import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const SafetyComposePage = lazy(() => import("./screens").then((m) => ({ default: m.SafetyComposePage })));
const SafetyResultsPage = lazy(() => import("./screens").then((m) => ({ default: m.SafetyResultsPage })));

/** 安否確認配信 and 安否確認結果; the shell gathers them in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [
  { menuCd: "safety-confirmation", element: createElement(SafetyComposePage) },
  { menuCd: "safety-result", element: createElement(SafetyResultsPage) },
];
