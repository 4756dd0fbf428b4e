import "@gakumu/ui/styles.css";
import { GakumuProviders, installChunkReloadGuard } from "@gakumu/ui";
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { meKey } from "./api/auth-api";
import { createMemberRouter } from "./app/router";
import { setUnauthenticatedHandler } from "./http/member-http";
import { listenToServiceWorker, registerServiceWorker } from "./push/service-worker";

installChunkReloadGuard();

const queryClient = new QueryClient({
  // networkMode "offlineFirst": with no network the call still goes out, and the service worker
  // answers it with the last inbox it kept.
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 15_000, networkMode: "offlineFirst" },
  },
});
const router = createMemberRouter();

// The member session ended (expired, or logged out on another tab): back to the login.
setUnauthenticatedHandler(() => {
  queryClient.setQueryData(meKey, null);
  void router.navigate("/login");
});
void registerServiceWorker();
listenToServiceWorker(queryClient, (url) => void router.navigate(url));

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <GakumuProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </GakumuProviders>
  </StrictMode>,
);
