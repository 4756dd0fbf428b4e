import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

const LoginUsersPage = lazy(() => import("./LoginUsersPage").then((m) => ({ default: m.LoginUsersPage })));

/** Master category (800): administrator users. */
export const routes: ModuleRoute[] = [{ menuCd: "login-user", element: createElement(LoginUsersPage) }];
