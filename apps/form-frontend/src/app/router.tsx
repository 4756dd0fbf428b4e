import { FullPageLoader, RouteErrorPage } from "@gakumu/ui";
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { FormLayout } from "../layout/FormLayout";

export const BASENAME = "/app/form-frontend";

// Exported apart from the router so tests can mount them in a memory router.
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      // Outside the shell (spec §2.2); /redirect, /password-reset and /oc-attendance-qr-code follow.
      {
        path: "not-found",
        lazy: () => import("../pages/NotFoundPage").then((m) => ({ Component: m.NotFoundPage })),
      },
      {
        // Inside the shell: /:formId/answer…, /mypage, /formlist, /profile arrive with the form module.
        element: <FormLayout />,
        children: [],
      },
      // The bare base path carries no access key, and unknown routes lead nowhere (spec §8.3).
      { index: true, element: <Navigate to="/not-found" replace /> },
      { path: "*", element: <Navigate to="/not-found" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: BASENAME });
