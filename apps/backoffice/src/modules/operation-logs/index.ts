import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screen (and its text catalogue) loads with the first visit, not with the shell.
const OperationLogPage = lazy(() =>
  import("./OperationLogPage").then((m) => ({ default: m.OperationLogPage })),
);

/** The operation-log screen (menu operation-log); the shell gathers it in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [{ menuCd: "operation-log", element: createElement(OperationLogPage) }];
