import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screen (and its text catalogue) loads with the first visit, not with the shell.
const RssPage = lazy(() => import("./screens").then((m) => ({ default: m.RssPage })));

/** RSS連携; the shell gathers it in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [{ menuCd: "rss-linkage", element: createElement(RssPage) }];
