import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

const HierarchyPage = lazy(() => import("./HierarchyPage").then((m) => ({ default: m.HierarchyPage })));

/** Master category (800): the organisation hierarchy editor. */
export const routes: ModuleRoute[] = [{ menuCd: "hierarchy", element: createElement(HierarchyPage) }];
