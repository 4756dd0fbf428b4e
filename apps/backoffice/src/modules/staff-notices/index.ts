import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screen (and its text catalogue) loads with the first visit, not with the shell.
const NoticeSettingsPage = lazy(() =>
  import("./NoticeSettingsPage").then((m) => ({ default: m.NoticeSettingsPage })),
);

/** 通知設定 (menu notice-setting, category 800); the shell gathers it in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [
  { menuCd: "notice-setting", element: createElement(NoticeSettingsPage) },
];
