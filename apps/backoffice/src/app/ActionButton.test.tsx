// @vitest-environment jsdom
import "../i18n";
import { renderWithProviders } from "@gakumu/ui/test";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ActionButton } from "./ActionButton";
import { CurrentMenuContext } from "./read-only";
import { type MenuAuthorityCode, menuItem } from "./testing/menu-item.testing";

function renderWithAuthority(authority: MenuAuthorityCode | null, onClick: () => void) {
  const menu = authority === null ? null : menuItem("member-list", { menuName: "メンバー一覧", authority });
  renderWithProviders(
    <CurrentMenuContext.Provider value={{ menuCd: "member-list", category: null, menu }}>
      <ActionButton onClick={onClick}>保存</ActionButton>
    </CurrentMenuContext.Provider>,
  );
  return screen.getByRole("button", { name: "保存" });
}

describe("ActionButton (spec §6 read-only)", () => {
  it.each<MenuAuthorityCode | null>([1, null])(
    "is disabled with the tooltip when the authority is %j",
    async (authority) => {
      const onClick = vi.fn();
      const button = renderWithAuthority(authority, onClick);
      expect(button.getAttribute("data-disabled")).toBe("true");
      expect(button.getAttribute("aria-disabled")).toBe("true");
      const user = userEvent.setup();
      await user.hover(button);
      expect(await screen.findByText("操作は許可されていません")).toBeTruthy();
      await user.click(button);
      expect(onClick).not.toHaveBeenCalled();
    },
  );

  it("works normally when the menu is available", async () => {
    const onClick = vi.fn();
    const button = renderWithAuthority(0, onClick);
    expect(button.hasAttribute("data-disabled")).toBe(false);
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
