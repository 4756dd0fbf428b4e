import "@gakumu/ui/styles.css";
import "./i18n";
import { GakumuProviders, installChunkReloadGuard } from "@gakumu/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { createQueryClient } from "./app/query-client";
import { router } from "./app/router";

installChunkReloadGuard();

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <GakumuProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </GakumuProviders>
  </StrictMode>,
);
