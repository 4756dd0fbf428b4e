import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const MemberListPage = lazy(() => import("./MemberPages").then((m) => ({ default: m.MemberListPage })));
const AlumniListPage = lazy(() => import("./MemberPages").then((m) => ({ default: m.AlumniListPage })));
const MemberAttributesPage = lazy(() =>
  import("./MemberAttributesPage").then((m) => ({ default: m.MemberAttributesPage })),
);

/** Member category (10): the member list, the alumni list and the member attribute settings. */
export const routes: ModuleRoute[] = [
  { menuCd: "member-list", element: createElement(MemberListPage) },
  { menuCd: "alumni-list", element: createElement(AlumniListPage) },
  { menuCd: "member-attribute", element: createElement(MemberAttributesPage) },
];
