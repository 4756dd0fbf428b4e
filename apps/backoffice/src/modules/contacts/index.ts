import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screens (and their text catalogue) load with the first visit, not with the shell.
const ContactBoardPage = lazy(() => import("./screens").then((m) => ({ default: m.ContactBoardPage })));
const ContactWebPage = lazy(() => import("./screens").then((m) => ({ default: m.ContactWebPage })));

/** 連絡 (category 50): 連絡一覧 and Web連絡設定; the shell gathers them in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [
  { menuCd: "contact", element: createElement(ContactBoardPage) },
  { menuCd: "contact-web", element: createElement(ContactWebPage) },
];
