import { describe, expect, it } from "vitest";
import {
  authoritiesChanged,
  categoryAuthority,
  countByAuthority,
  type EditableCategory,
  initialAuthorities,
  setCategoryAuthority,
  setMenuAuthority,
  toMenuAuthorityList,
} from "./authority-grid";

const menu = (menuCd: string) => ({ menuCd, menuName: menuCd, menuDisabledFlg: false, menuHideFlg: false });
const category = (menuCategoryCd: number, codes: string[]): EditableCategory => ({
  menuCategoryCd,
  menuCategoryName: String(menuCategoryCd),
  menuCategoryDisabledFlg: false,
  menuCategoryHideFlg: false,
  menuList: codes.map(menu),
});
const member = category(10, ["member-list", "member-import"]);
const master = category(800, ["login-user"]);

describe("authority grid", () => {
  it("starts from the saved authorities and makes every unmentioned menu unavailable", () => {
    const map = initialAuthorities(
      [member, master],
      [
        { menuCd: "member-list", authority: 0 },
        { menuCd: "login-user", authority: 1 },
        { menuCd: "gone-menu", authority: 0 },
        { menuCd: "member-import", authority: 7 },
      ],
    );
    expect(map).toEqual({ "member-list": 0, "member-import": 2, "login-user": 1 });
    expect(initialAuthorities([master])).toEqual({ "login-user": 2 });
  });

  it("sets one menu or a whole category and reports a category's common value", () => {
    let map = initialAuthorities([member, master]);
    expect(categoryAuthority(map, member)).toBe(2);
    map = setMenuAuthority(map, "member-list", 0);
    expect(categoryAuthority(map, member)).toBe("mixed");
    map = setCategoryAuthority(map, member, 1);
    expect(categoryAuthority(map, member)).toBe(1);
    expect(map["login-user"]).toBe(2);
  });

  it("serialises every menu, counts per authority and notices changes", () => {
    const start = initialAuthorities([member, master], [{ menuCd: "member-list", authority: 0 }]);
    expect(toMenuAuthorityList(start)).toEqual([
      { menuCd: "member-list", authority: 0 },
      { menuCd: "member-import", authority: 2 },
      { menuCd: "login-user", authority: 2 },
    ]);
    expect(countByAuthority(start)).toEqual({ 0: 1, 1: 0, 2: 2 });
    expect(authoritiesChanged(start, { ...start })).toBe(false);
    expect(authoritiesChanged(start, setMenuAuthority(start, "login-user", 1))).toBe(true);
  });
});
