// Test-side helper of the screens' tests: a screen inside a memory router under a menu, as the
// shell would render it.
import { renderWithProviders } from "@gakumu/ui/test";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { CurrentMenuContext } from "../read-only";
import { type MenuAuthorityCode, menuItem } from "./menu-item.testing";

/** Renders a screen at /<menuCd>/* with the menu's authority (1 = reference only, null = no menu). */
export function renderMenuScreen(
  menuCd: string,
  element: ReactElement,
  path = `/${menuCd}`,
  authority: MenuAuthorityCode | null = 0,
) {
  const menu = authority === null ? null : menuItem(menuCd, { authority });
  const router = createMemoryRouter(
    [
      {
        path: "/:menuCd/*",
        element: (
          <CurrentMenuContext.Provider value={{ menuCd, category: null, menu }}>
            {element}
          </CurrentMenuContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
