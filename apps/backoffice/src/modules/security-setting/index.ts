import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

const SecuritySettingPage = lazy(() =>
  import("./SecuritySettingPage").then((m) => ({ default: m.SecuritySettingPage })),
);

export const routes: ModuleRoute[] = [
  { menuCd: "security-setting", element: createElement(SecuritySettingPage) },
];
