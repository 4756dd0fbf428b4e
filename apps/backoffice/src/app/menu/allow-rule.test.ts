import { ALWAYS_ALLOWED_MENU_CODES } from "@gakumu/domain";
import { describe, expect, it } from "vitest";
import { isMenuPathAllowed, resolveMenuPath } from "./allow-rule";
import type { MenuCategoryEntry, MenuItem } from "./menu-types";

function menu(menuCd: string, flags: Partial<MenuItem> = {}): MenuItem {
  return {
    menuCd,
    menuName: menuCd,
    menuCssClassName: "",
    menuDisabledFlg: false,
    menuHideFlg: false,
    parameter: "",
    screenControlString: "",
    authority: 0,
    ...flags,
  };
}

function category(
  code: number,
  menus: MenuItem[],
  flags: Partial<MenuCategoryEntry> = {},
): MenuCategoryEntry {
  return {
    menuCategoryCd: code,
    menuCategoryName: String(code),
    menuCategoryCssClassName: "",
    menuCategoryDisabledFlg: false,
    menuCategoryHideFlg: false,
    menuList: menus,
    ...flags,
  };
}

const categories: MenuCategoryEntry[] = [
  category(10, [
    menu("member-list"),
    menu("member-import", { authority: 1 }),
    menu("member-hidden", { menuHideFlg: true }),
  ]),
  category(800, [
    menu("member-list", { authority: 1 }),
    menu("login-users"),
    menu("master-off", { menuDisabledFlg: true }),
  ]),
  category(999, [menu("sample")], { menuCategoryDisabledFlg: true }),
  category(910, [menu("mobile-setting")], { menuCategoryHideFlg: true }),
  category(90, [menu("survey-group", { authority: 1, menuHideFlg: true })]),
  category(900, [menu("dashboard", { authority: 1 })]),
];

describe("allow rule of spec §2.1", () => {
  it.each([
    // [menuCd, categoryCd, allowed]
    ["member-list", null, true],
    ["member-list", "10", true],
    ["member-list", "800", true],
    ["member-import", "10", true],
    ["member-import", "800", false], // exists, but in another category
    ["member-list", "20", false],
    ["member-list", "abc", false],
    ["member-list", "", true], // an empty categoryCd is no category
    ["member-hidden", "10", false],
    ["member-hidden", null, false],
    ["master-off", "800", false],
    ["sample", "999", false], // disabled category hides its menus
    ["sample", null, false],
    ["mobile-setting", "910", false], // hidden category
    ["unknown-menu", null, false],
    ["", null, false],
    ["HOME", null, false], // codes are case-sensitive
    ["login-users", "800", true],
    ["totalling-survey", null, true], // survey-group exists in news (90)
    ["totalling-survey", "90", true],
    ["survey-group", "90", false], // hidden: the group itself is not reachable
  ] as const)("%j in category %j → %j", (menuCd, categoryCd, allowed) => {
    expect(isMenuPathAllowed(categories, menuCd, categoryCd)).toBe(allowed);
  });

  it.each(ALWAYS_ALLOWED_MENU_CODES)("always allows %s, even without any menu", (code) => {
    expect(isMenuPathAllowed([], code, null)).toBe(true);
    expect(isMenuPathAllowed([], code, "123")).toBe(true);
  });

  it("allows totalling-survey only when a survey-group entry is in the news category", () => {
    expect(isMenuPathAllowed([], "totalling-survey")).toBe(false);
    expect(isMenuPathAllowed([category(90, [menu("announcement")])], "totalling-survey")).toBe(false);
    expect(isMenuPathAllowed([category(25, [menu("survey-group")])], "totalling-survey")).toBe(false);
    expect(isMenuPathAllowed([category(90, [menu("survey-group")])], "totalling-survey")).toBe(true);
  });

  it("returns the entry that allowed the path, for its authority", () => {
    expect(resolveMenuPath(categories, "member-list", "800")).toMatchObject({
      allowed: true,
      category: { menuCategoryCd: 800 },
      menu: { menuCd: "member-list", authority: 1 },
    });
    expect(resolveMenuPath(categories, "member-list", null)).toMatchObject({ menu: { authority: 0 } });
    // An always-allowed code with an entry of its own takes that entry's authority.
    expect(resolveMenuPath(categories, "dashboard", null)).toMatchObject({ menu: { authority: 1 } });
    expect(resolveMenuPath(categories, "home", null)).toEqual({ allowed: true, category: null, menu: null });
    expect(resolveMenuPath(categories, "totalling-survey", null)).toMatchObject({
      menu: { menuCd: "survey-group" },
    });
  });
});
