import type { MenuCategoryEntry } from "../menu/menu-types";

/**
 * The sidebar's view of the menu (spec §3.2/§6): hidden categories and hidden menus are left out
 * entirely, as are categories left with nothing to show; disabled ones stay, greyed out.
 */
export function visibleMenu(categories: readonly MenuCategoryEntry[]): MenuCategoryEntry[] {
  return categories
    .filter((category) => !category.menuCategoryHideFlg)
    .map((category) => ({ ...category, menuList: category.menuList.filter((menu) => !menu.menuHideFlg) }))
    .filter((category) => category.menuList.length > 0);
}

/** The in-shell link of a menu: /<menuCd>?categoryCd=<category> (spec §2.1). */
export function menuHref(menuCd: string, categoryCd: number): string {
  return `/${encodeURIComponent(menuCd)}?categoryCd=${categoryCd}`;
}
