// @vitest-environment jsdom
import "../../i18n";
import { renderWithProviders } from "@gakumu/ui/test";
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isPublicPath } from "../../app/navigation";
import { routes } from "../../app/router";

describe("/mail-answer-end", () => {
  it("thanks the member without asking anyone to log in", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/mail-answer-end"] });
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { level: 1, name: "回答を送信しました" })).toBeTruthy();
    expect(screen.getByText("このページは閉じてかまいません。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "学務アプリを開く" }).getAttribute("href")).toBe("/app/member/");
    expect(router.state.location.pathname).toBe("/mail-answer-end");
  });

  it("is one of the public paths, so a 401 elsewhere never sends it to the login", () => {
    expect(isPublicPath("/mail-answer-end")).toBe(true);
  });
});
