// @vitest-environment jsdom
import "../i18n";
import { renderWithProviders } from "@gakumu/ui/test";
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router";

describe("form frontend routes", () => {
  it.each(["/", "/unknown/path", "/not-found"])("%s shows the expired-access-key page", async (path) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText(/アクセスキーが存在しないか、有効期限が切れています。/)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/not-found");
  });
});
