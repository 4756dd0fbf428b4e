import { FullPageLoader, RouteErrorPage, useTranslation } from "@gakumu/ui";
import { createBrowserRouter, Navigate, Outlet } from "react-router";
import { RequireSession } from "./RequireSession";

function BackofficeRouteError() {
  const { t } = useTranslation("backoffice");
  return <RouteErrorPage homeTo="/" homeLabel={t("errors.backToTop")} />;
}

// Screens load lazily so the login page does not download the whole back office.
const notFound = () => import("../modules/errors/NotFoundPage").then((m) => ({ Component: m.NotFoundPage }));

export const router = createBrowserRouter([
  {
    path: "/",
    element: <Outlet />,
    errorElement: <BackofficeRouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      // Public routes (spec §2.1); the remaining public screens arrive with their modules.
      {
        path: "login",
        lazy: () => import("../modules/login/LoginPage").then((m) => ({ Component: m.LoginPage })),
      },
      { path: "404", lazy: notFound },
      { path: "not-found", lazy: notFound },
      {
        path: "500",
        lazy: () =>
          import("../modules/errors/SystemErrorPage").then((m) => ({ Component: m.SystemErrorPage })),
      },
      // Everything else passes the authentication gate.
      {
        element: <RequireSession />,
        children: [
          {
            index: true,
            lazy: () => import("../modules/home/HomePage").then((m) => ({ Component: m.HomePage })),
          },
          { path: "*", element: <Navigate to="/not-found" replace /> },
        ],
      },
    ],
  },
]);
