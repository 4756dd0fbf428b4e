// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard";

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChangesGuard(dirty);
  return <Link to="/other">他の画面へ</Link>;
}

function renderEditor(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: "/edit", element: <Editor dirty={dirty} /> },
      { path: "/other", element: <p>other</p> },
    ],
    { initialEntries: ["/edit"] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const LEAVE = "変更内容が保存されません。このページを離れてもよろしいですか？";

describe("useUnsavedChangesGuard", () => {
  it("asks before leaving a dirty screen: いいえ stays, はい leaves", async () => {
    const user = userEvent.setup();
    const router = renderEditor(true);

    await user.click(screen.getByText("他の画面へ"));
    expect(await screen.findByText(LEAVE)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "いいえ" }));
    await waitFor(() => expect(screen.queryByText(LEAVE)).toBeNull());
    expect(router.state.location.pathname).toBe("/edit");

    await user.click(screen.getByText("他の画面へ"));
    await user.click(await screen.findByRole("button", { name: "はい" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/other"));
  });

  it("warns on unload only while dirty", () => {
    renderEditor(true);
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("lets a clean screen go without asking", async () => {
    const router = renderEditor(false);
    await userEvent.setup().click(screen.getByText("他の画面へ"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/other"));
    expect(screen.queryByText(LEAVE)).toBeNull();
  });
});
