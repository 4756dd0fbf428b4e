import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

const MemberRequestsPage = lazy(() =>
  import("./MemberRequestsPage").then((m) => ({ default: m.MemberRequestsPage })),
);

/** Member category (10): members' change and certificate requests. */
export const routes: ModuleRoute[] = [
  { menuCd: "member-request", element: createElement(MemberRequestsPage) },
];
