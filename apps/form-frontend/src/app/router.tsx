import { FullPageLoader, RouteErrorPage } from "@gakumu/ui";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { FormLayout } from "../layout/FormLayout";
import { useAnalyticsTags } from "./analytics";

export const BASENAME = "/app/form-frontend";

// Every screen is its own chunk: the first load of /{formId}/answer carries the shell and that
// screen only (issue 5: under 200 kB of gzipped JavaScript).
const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) => ({
  lazy: () => load().then((m) => ({ Component: pick(m) })),
});

/** The root of every screen: the organisation's analytics tags, then the screen. */
function Root() {
  useAnalyticsTags();
  return <Outlet />;
}

// Exported apart from the router so tests can mount them in a memory router.
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <Root />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      // Outside the shell (spec §2.2).
      {
        path: "redirect",
        ...page(
          () => import("../pages/redirect/RedirectPage"),
          (m) => m.RedirectPage,
        ),
      },
      {
        path: "not-found",
        ...page(
          () => import("../pages/NotFoundPage"),
          (m) => m.NotFoundPage,
        ),
      },
      {
        path: "password-reset",
        ...page(
          () => import("../pages/password-reset/PasswordResetPage"),
          (m) => m.PasswordResetPage,
        ),
      },
      {
        path: "oc-attendance-qr-code",
        ...page(
          () => import("../pages/oc-qr/OcAttendanceQrCodePage"),
          (m) => m.OcAttendanceQrCodePage,
        ),
      },
      {
        // Inside the shell: sidebar, header and login modal.
        element: <FormLayout />,
        children: [
          {
            path: ":formId/answer",
            ...page(
              () => import("../pages/form/AnswerPage"),
              (m) => m.AnswerPage,
            ),
          },
          {
            path: ":formId/answer-confirm",
            ...page(
              () => import("../pages/form/AnswerConfirmPage"),
              (m) => m.AnswerConfirmPage,
            ),
          },
          {
            path: ":formId/blank-page",
            ...page(
              () => import("../pages/form/BlankPage"),
              (m) => m.BlankPage,
            ),
          },
          {
            path: ":formId/answer-complete",
            ...page(
              () => import("../pages/form/AnswerCompletePage"),
              (m) => m.AnswerCompletePage,
            ),
          },
          {
            path: ":formId/answered",
            ...page(
              () => import("../pages/form/AnsweredPage"),
              (m) => m.AnsweredPage,
            ),
          },
          {
            path: "mypage/:accessKey?",
            ...page(
              () => import("../pages/account/MypagePage"),
              (m) => m.MypagePage,
            ),
          },
          {
            path: "formlist",
            ...page(
              () => import("../pages/account/FormListPage"),
              (m) => m.FormListPage,
            ),
          },
          {
            path: "profile",
            ...page(
              () => import("../pages/account/ProfilePage"),
              (m) => m.ProfilePage,
            ),
          },
        ],
      },
      // The bare base path carries no access key, and unknown routes lead nowhere (spec §8.3).
      { index: true, element: <Navigate to="/not-found" replace /> },
      { path: "*", element: <Navigate to="/not-found" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: BASENAME });
