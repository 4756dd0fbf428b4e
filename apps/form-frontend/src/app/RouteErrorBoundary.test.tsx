// @vitest-environment jsdom
import { CHUNK_RELOAD_STORAGE_KEY } from "@gakumu/ui";
import { renderWithProviders } from "@gakumu/ui/test";
import { act, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
} from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../i18n";
import { RouteErrorBoundary } from "./RouteErrorBoundary";

// A phone still on the page from before a deploy: the screen's chunk is gone.
const MissingChunk = lazy(() =>
  Promise.reject(
    new TypeError("Failed to fetch dynamically imported module: /app/form-frontend/assets/x.js"),
  ),
);

function Broken(): never {
  throw new Error("boom");
}

function Root() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<p>loading</p>}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function renderAt(path: string) {
  const memory = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  renderWithProviders(
    <HistoryRouter history={memory}>
      <Routes>
        <Route element={<Root />}>
          <Route path="/missing" element={<MissingChunk />} />
          <Route path="/broken" element={<Broken />} />
          <Route path="/ok" element={<p>ok</p>} />
        </Route>
      </Routes>
    </HistoryRouter>,
  );
  return memory;
}

// React logs what an error boundary catches; the page is what matters here.
beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("route error boundary (errorElement of the declarative router)", () => {
  it("shows the chunk error page with its reload action when a screen's chunk cannot load", async () => {
    // Reloaded a moment ago: the guard refuses a reload loop, so the page stays on the message.
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now()));
    renderAt("/missing");
    expect(
      await screen.findByText("画面の読み込みに失敗しました。ページを再読み込みしてください。"),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "再読み込み" })).toBeTruthy();
    expect(screen.queryByText("500")).toBeNull();
  });

  it("shows the system error page for a screen that throws, and clears it on the next path", async () => {
    const memory = renderAt("/broken");
    expect(await screen.findByRole("heading", { name: "システムエラー" })).toBeTruthy();
    expect(screen.getByText("500")).toBeTruthy();
    expect(screen.queryByText("boom")).toBeNull(); // no internals on screen

    act(() => memory.push("/ok"));
    expect(await screen.findByText("ok")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "システムエラー" })).toBeNull();
  });
});
