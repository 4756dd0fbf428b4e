import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

const GradeMasterPage = lazy(() => import("./GradeMasterPage").then((m) => ({ default: m.GradeMasterPage })));

/** Master category (800): grades. */
export const routes: ModuleRoute[] = [{ menuCd: "grade-master", element: createElement(GradeMasterPage) }];
