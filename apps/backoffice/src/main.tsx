import "@gakumu/ui/styles.css";
import "./i18n";
import { GakumuProviders, installChunkReloadGuard } from "@gakumu/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { setNavigator } from "./app/navigation";
import { installOperationLog } from "./app/operation-log";
import { createQueryClient } from "./app/query-client";
import { router } from "./app/router";

installChunkReloadGuard();
// The HTTP helper and the idle timer leave for /login through the router, keeping toasts on screen.
setNavigator((to, options) => void router.navigate(to, options));
installOperationLog();

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <GakumuProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </GakumuProviders>
  </StrictMode>,
);
