import "@gakumu/ui/styles.css";
import { GakumuProviders, installChunkReloadGuard } from "@gakumu/ui";
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";
import { AppRouter, BASENAME } from "./app/router";
import { loadStoredLanguage } from "./i18n";

installChunkReloadGuard();

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// What BrowserRouter would create (v5Compat: pushes notify the router), kept here so it can be guarded.
const history = createBrowserHistory({ v5Compat: true });

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// English texts (when stored as the language) first, so the page never switches language while shown;
// if they cannot be fetched, the screens stay Japanese (i18next falls back to it).
void loadStoredLanguage()
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <GakumuProviders queryClient={queryClient}>
          <AppRouter history={history} basename={BASENAME} />
        </GakumuProviders>
      </StrictMode>,
    ),
  );
