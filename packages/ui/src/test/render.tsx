import { QueryClient } from "@tanstack/react-query";
import { cleanup, type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach } from "vitest";
import { busy } from "../busy/busy-store";
import { GakumuProviders } from "../providers/GakumuProviders";
import { installDomStubs } from "./dom-stubs";

installDomStubs();

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  busy.reset();
});

export function newTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders inside the real providers with Mantine's test environment (no transitions, no portals),
 * so modals and toasts appear synchronously in the same container.
 */
export function renderWithProviders(ui: ReactElement, queryClient = newTestQueryClient()): RenderResult {
  return render(
    <GakumuProviders queryClient={queryClient} env="test">
      {ui}
    </GakumuProviders>,
  );
}
