// @vitest-environment jsdom
import "../i18n";
import { renderWithProviders } from "@gakumu/ui/test";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormHeader } from "./FormHeader";

describe("FormHeader", () => {
  it("shows the organisation name and the red do-not-reload notice", () => {
    renderWithProviders(<FormHeader organizationName="学務高等学校" />);
    expect(screen.getByTestId("organization-name").textContent).toBe("学務高等学校");
    const notice = screen.getByText("ブラウザの更新ボタンや戻るボタンは使用しないでください。");
    expect(screen.getByRole("note").contains(notice)).toBe(true);
  });

  it("falls back to the product name before the organisation is known", () => {
    renderWithProviders(<FormHeader />);
    expect(screen.getByTestId("organization-name").textContent).toBe("学務");
  });
});
