import { createElement, lazy } from "react";
import type { ModuleRoute } from "../../app/module-route";

const PhotoApprovalPage = lazy(() =>
  import("./PhotoApprovalPage").then((m) => ({ default: m.PhotoApprovalPage })),
);

/** Member category (10): face photos waiting for review. */
export const routes: ModuleRoute[] = [
  { menuCd: "photo-approval", element: createElement(PhotoApprovalPage) },
];
