import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

const HomePage = lazy(() => import("./HomePage").then((m) => ({ default: m.HomePage })));

export const routes: ModuleRoute[] = [{ menuCd: "home", element: createElement(HomePage) }];
