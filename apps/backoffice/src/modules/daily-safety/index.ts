import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screen (its text catalogue and charts) loads with the first visit, not with the shell.
const DailySafetyPage = lazy(() => import("./screens").then((m) => ({ default: m.DailySafetyPage })));

/** 定時安否確認 (category 30); the shell gathers it in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [{ menuCd: "daily-safety", element: createElement(DailySafetyPage) }];
