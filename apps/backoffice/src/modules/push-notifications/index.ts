import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const ComposePage = lazy(() => import("./screens").then((m) => ({ default: m.ComposePage })));
const HistoryPage = lazy(() => import("./screens").then((m) => ({ default: m.HistoryPage })));
const TemplatesPage = lazy(() => import("./screens").then((m) => ({ default: m.TemplatesPage })));

/** 配信, グループ配信, 配信履歴 and 配信テンプレート; the shell gathers them in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [
  { menuCd: "push-notification", element: createElement(ComposePage, { kind: 1 }) },
  { menuCd: "group-push", element: createElement(ComposePage, { kind: 4 }) },
  { menuCd: "push-history", element: createElement(HistoryPage) },
  { menuCd: "push-template", element: createElement(TemplatesPage) },
];
