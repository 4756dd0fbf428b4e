import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

// The screen (and its text catalogue) loads with the first visit, not with the shell.
const SentMailPage = lazy(() => import("./SentMailPage").then((m) => ({ default: m.SentMailPage })));

/** The 送信メール screen (menu sent-mail); the shell gathers it in app/module-routes.tsx. */
export const routes: ModuleRoute[] = [{ menuCd: "sent-mail", element: createElement(SentMailPage) }];
