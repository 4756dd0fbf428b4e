import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const NotebookPage = lazy(() => import("./screens").then((m) => ({ default: m.NotebookPage })));
const NotebookCategoryPage = lazy(() =>
  import("./screens").then((m) => ({ default: m.NotebookCategoryPage })),
);

/** 手帳管理 and 手帳カテゴリ (category 40); the shell gathers them in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [
  { menuCd: "notebook", element: createElement(NotebookPage) },
  { menuCd: "notebook-category", element: createElement(NotebookCategoryPage) },
];
