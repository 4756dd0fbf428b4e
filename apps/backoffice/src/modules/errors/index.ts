import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

const InShellNotFound = lazy(() => import("./InShellNotFound").then((m) => ({ default: m.InShellNotFound })));

// /not-found inside the shell (an always-allowed code): where disallowed and unknown paths end.
export const routes: ModuleRoute[] = [{ menuCd: "not-found", element: createElement(InShellNotFound) }];
