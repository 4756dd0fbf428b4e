import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

const DashboardPage = lazy(() => import("./DashboardPage").then((m) => ({ default: m.DashboardPage })));

export const routes: ModuleRoute[] = [{ menuCd: "dashboard", element: createElement(DashboardPage) }];
