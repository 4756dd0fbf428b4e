import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

const OrganizationSettingsPage = lazy(() =>
  import("./OrganizationSettingsPage").then((m) => ({ default: m.OrganizationSettingsPage })),
);

/** Master category (800): organisation settings. */
export const routes: ModuleRoute[] = [
  { menuCd: "organization-setting", element: createElement(OrganizationSettingsPage) },
];
