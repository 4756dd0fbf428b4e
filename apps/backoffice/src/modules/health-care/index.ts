import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (their text catalogue and charts) load with the first visit, not with the shell.
const HealthCheckPage = lazy(() => import("./screens").then((m) => ({ default: m.HealthCheckPage })));
const HealthSettingPage = lazy(() => import("./screens").then((m) => ({ default: m.HealthSettingPage })));
const HealthRecordPage = lazy(() => import("./screens").then((m) => ({ default: m.HealthRecordPage })));

/** ヘルスケア (category 26); the shell gathers it in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [
  { menuCd: "health-check", element: createElement(HealthCheckPage) },
  { menuCd: "health-check-setting", element: createElement(HealthSettingPage) },
  { menuCd: "health-record", element: createElement(HealthRecordPage) },
];
