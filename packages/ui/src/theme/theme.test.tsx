// @vitest-environment jsdom
import { Badge } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test";

describe("theme", () => {
  it("keeps a badge as wide as its text, so a narrow table column cannot cut a status short", () => {
    renderWithProviders(<Badge>写真承認待ち</Badge>);
    const root = screen.getByText("写真承認待ち").closest(".mantine-Badge-root") as HTMLElement;
    // Mantine's badge clips its label (overflow hidden, ellipsis); in an auto-width table cell that
    // let the column shrink below the text at 1366 px. A min-width of its content keeps it whole.
    expect(root.style.minWidth).toBe("max-content");
  });
});
