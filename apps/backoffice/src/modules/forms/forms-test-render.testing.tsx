import { renderWithProviders } from "@gakumu/ui/test";
import { createMemoryRouter, RouterProvider } from "react-router";
import { CurrentMenuContext } from "../../app/read-only";
import { type MenuAuthorityCode, menuItem } from "../../app/testing/menu-item.testing";
import { fakeApi, type Handlers } from "../../test/fake-api.testing";
import { FormPages } from "./FormPages";

/** Renders the form screens at `path` (under /form) on a fake API, as a user of the given authority. */
export function renderFormPages<Keys extends string>(
  path: string,
  handlers: Handlers<Keys>,
  authority: MenuAuthorityCode = 0,
) {
  const calls = fakeApi<string>({
    "GET /app/api/v2/scope-master": [200, { grades: [], divisions: [], loginUsers: [] }],
    ...handlers,
  });
  const menu = menuItem("form", { menuName: "フォーム一覧", authority });
  const router = createMemoryRouter(
    [
      {
        path: "/form/*",
        element: (
          <CurrentMenuContext.Provider value={{ menuCd: "form", category: null, menu }}>
            <FormPages />
          </CurrentMenuContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, router };
}
