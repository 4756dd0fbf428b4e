// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app";

describe("form frontend routes", () => {
  it.each(["/", "/unknown/path", "/not-found"])("%s shows the expired-access-key page", async (path) => {
    const { memoryHistory } = renderApp(path);
    expect(await screen.findByText(/アクセスキーが存在しないか、有効期限が切れています。/)).toBeTruthy();
    expect(memoryHistory.location.pathname).toBe("/not-found");
  });
});
