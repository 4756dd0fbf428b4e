import type { MenuItem } from "@gakumu/domain";

// Test-side helper: a sidebar menu as GET /app/api/auth/menu answers it (the domain's contract), so a
// screen's test states only what it is about (its authority) and nothing the real route could not send.

/** 0 available, 1 reference only: the authorities the menu route lists. */
export type MenuAuthorityCode = MenuItem["authority"];

/** An available, visible menu without parameters unless `overrides` says otherwise. */
export function menuItem(menuCd: string, overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    menuCd,
    menuName: menuCd,
    menuCssClassName: "",
    menuDisabledFlg: false,
    menuHideFlg: false,
    parameter: "",
    screenControlString: "",
    authority: 0,
    ...overrides,
  };
}
