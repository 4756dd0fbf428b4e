import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const DailyReportsPage = lazy(() => import("./screens").then((m) => ({ default: m.DailyReportsPage })));

/** 日報 (category 50 連絡); the shell gathers it in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [{ menuCd: "daily-report", element: createElement(DailyReportsPage) }];
