// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_STORAGE_KEY } from "../chunk/chunk-reload-guard";
import { renderWithProviders } from "../test";
import { RouteErrorPage } from "./RouteErrorPage";

beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("RouteErrorPage", () => {
  it("as errorElement of a data router, reads the route's error (the back office)", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "/",
          loader: () => {
            throw new Error("boom");
          },
          element: <p>never</p>,
          hydrateFallbackElement: <p>loading</p>,
          errorElement: <RouteErrorPage homeTo="/" homeLabel="トップへ" />,
        },
      ],
      { initialEntries: ["/"] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "システムエラー" })).toBeTruthy();
    expect(screen.getByText("500")).toBeTruthy();
    expect(screen.getByRole("link", { name: "トップへ" })).toBeTruthy();
  });

  it("shows the error it is given, outside a data router (an error boundary's)", () => {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now())); // no reload loop in the test
    renderWithProviders(
      <MemoryRouter>
        <RouteErrorPage error={new TypeError("Importing a module script failed.")} />
      </MemoryRouter>,
    );
    expect(screen.getByText("画面の読み込みに失敗しました。ページを再読み込みしてください。")).toBeTruthy();
    expect(screen.getByRole("button", { name: "再読み込み" })).toBeTruthy();
  });

  it("says only system error for any other error, without internals", () => {
    renderWithProviders(
      <MemoryRouter>
        <RouteErrorPage error={new Error("SQL: relation does not exist")} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "システムエラー" })).toBeTruthy();
    expect(screen.queryByText(/SQL/)).toBeNull();
  });
});
