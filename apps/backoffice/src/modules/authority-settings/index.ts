import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

const AuthoritySettingsPage = lazy(() =>
  import("./AuthoritySettingsPage").then((m) => ({ default: m.AuthoritySettingsPage })),
);

/** Authority category (900): permission sets and their assignment to login users. */
export const routes: ModuleRoute[] = [
  { menuCd: "authority-setting", element: createElement(AuthoritySettingsPage) },
];
