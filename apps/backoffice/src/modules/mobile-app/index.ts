import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const AppSettingPage = lazy(() => import("./AppSettingPage").then((m) => ({ default: m.AppSettingPage })));
const AppMenuPage = lazy(() => import("./AppMenuPage").then((m) => ({ default: m.AppMenuPage })));
const CardPrintPage = lazy(() => import("./CardPrintPage").then((m) => ({ default: m.CardPrintPage })));

/** Mobile manage 910: アプリ設定, アプリメニュー設定, 会員証印刷; gathered in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [
  { menuCd: "mobile-app-setting", element: createElement(AppSettingPage) },
  { menuCd: "mobile-menu", element: createElement(AppMenuPage) },
  { menuCd: "card-print", element: createElement(CardPrintPage) },
];
