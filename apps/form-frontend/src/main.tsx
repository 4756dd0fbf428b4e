import "@gakumu/ui/styles.css";
import "./i18n";
import { GakumuProviders, installChunkReloadGuard } from "@gakumu/ui";
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { setNavigator } from "./app/navigation";
import { router } from "./app/router";

installChunkReloadGuard();
// The form helper and the logout flow move through the router, keeping toasts on screen.
setNavigator((to, options) => void router.navigate(to, options));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <GakumuProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </GakumuProviders>
  </StrictMode>,
);
