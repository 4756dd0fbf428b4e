import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screen (and its text catalogue) loads with the first visit, not with the shell.
const SafetyAutoPage = lazy(() => import("./screens").then((m) => ({ default: m.SafetyAutoPage })));

/** 自動配信設定 (category 30); the shell gathers it in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [{ menuCd: "safety-auto", element: createElement(SafetyAutoPage) }];
