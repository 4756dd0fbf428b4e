import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const NewsPage = lazy(() => import("./screens").then((m) => ({ default: m.NewsPage })));
const NewsDisplayPage = lazy(() => import("./screens").then((m) => ({ default: m.NewsDisplayPage })));

/** お知らせ, FAQ and their staff displays; the shell gathers them in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [
  { menuCd: "announcement", element: createElement(NewsPage, { type: "ANNOUNCEMENT" }) },
  { menuCd: "faq", element: createElement(NewsPage, { type: "FAQ" }) },
  { menuCd: "announcement-display", element: createElement(NewsDisplayPage, { type: "ANNOUNCEMENT" }) },
  { menuCd: "faq-display", element: createElement(NewsDisplayPage, { type: "FAQ" }) },
];
