import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screen (and its text catalogue) loads with the first visit, not with the shell.
const MemberAccountsPage = lazy(() =>
  import("./MemberAccountsPage").then((m) => ({ default: m.MemberAccountsPage })),
);

/** アプリ利用者管理 (menu member-account, mobile manage 910); gathered in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [
  { menuCd: "member-account", element: createElement(MemberAccountsPage) },
];
