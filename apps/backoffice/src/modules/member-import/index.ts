import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";
import { CONCERN_IMPORT, MEMBER_IMPORT } from "./member-import-api";

// The screen (and its text catalogue) loads with the first visit, not with the shell.
const MemberImportPage = lazy(() =>
  import("./MemberImportPage").then((m) => ({ default: m.MemberImportPage })),
);

/** メンバーインポート (menu member-import) and 関係者インポート (concern-import, process mode 9). */
export const routes: ModuleRoute[] = [
  { menuCd: MEMBER_IMPORT.menuCd, element: createElement(MemberImportPage, { variant: MEMBER_IMPORT }) },
  { menuCd: CONCERN_IMPORT.menuCd, element: createElement(MemberImportPage, { variant: CONCERN_IMPORT }) },
];
