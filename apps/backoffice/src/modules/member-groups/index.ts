import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const MemberGroupsPage = lazy(() =>
  import("./MemberGroupsPage").then((m) => ({ default: m.MemberGroupsPage })),
);

/** 配信グループ管理 (menu push-group, group push 35); the shell gathers it in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [{ menuCd: "push-group", element: createElement(MemberGroupsPage) }];
