import { ALWAYS_ALLOWED_MENU_CODES, MenuCategory, TOTALLING_SURVEY_MENU_CODE } from "@gakumu/domain";
import type { MenuCategoryEntry, MenuItem } from "./menu-types";

/** The news-category entry whose presence opens totalling-survey (spec §2.1). */
export const SURVEY_GROUP_MENU_CODE = "survey-group";

export type MenuPathDecision =
  | { allowed: false }
  /** menu/category: the entry that allowed the path; null for an always-allowed code without one. */
  | { allowed: true; category: MenuCategoryEntry | null; menu: MenuItem | null };

const denied: MenuPathDecision = { allowed: false };

function isCategoryOpen(category: MenuCategoryEntry): boolean {
  return !category.menuCategoryDisabledFlg && !category.menuCategoryHideFlg;
}

function isMenuOpen(menu: MenuItem): boolean {
  return !menu.menuDisabledFlg && !menu.menuHideFlg;
}

/** categoryCd of the query string as a number; undefined when absent, NaN when not a number. */
function parseCategory(categoryCd: string | null | undefined): number | undefined {
  if (categoryCd === null || categoryCd === undefined || categoryCd === "") return undefined;
  return /^\d+$/.test(categoryCd) ? Number(categoryCd) : Number.NaN;
}

/** The open entry for a menu code (in the given category, or in any when none is given). */
export function findOpenMenu(
  categories: readonly MenuCategoryEntry[],
  menuCd: string,
  categoryCd?: string | null,
): { category: MenuCategoryEntry; menu: MenuItem } | null {
  const wanted = parseCategory(categoryCd);
  for (const category of categories) {
    if (!isCategoryOpen(category)) continue;
    if (wanted !== undefined && category.menuCategoryCd !== wanted) continue;
    const menu = category.menuList.find((item) => item.menuCd === menuCd && isMenuOpen(item));
    if (menu) return { category, menu };
  }
  return null;
}

/**
 * The allow rule of spec §2.1 for a shell path /:menuCd?categoryCd=…:
 * 1. the menu code and category match a menu entry that is neither disabled nor hidden (a disabled
 *    or hidden category hides all of its menus);
 * 2. otherwise the always-allowed codes (home, dashboard, security-setting, …);
 * 3. otherwise totalling-survey when a survey-group entry exists in the news category (90);
 * 4. anything else is not allowed (→ /not-found).
 * An entry found in step 1 wins over step 2, so its authority decides read-only there as well.
 */
export function resolveMenuPath(
  categories: readonly MenuCategoryEntry[],
  menuCd: string,
  categoryCd?: string | null,
): MenuPathDecision {
  const open = findOpenMenu(categories, menuCd, categoryCd);
  if (open) return { allowed: true, ...open };
  if ((ALWAYS_ALLOWED_MENU_CODES as readonly string[]).includes(menuCd)) {
    return { allowed: true, category: null, menu: null };
  }
  if (menuCd === TOTALLING_SURVEY_MENU_CODE) {
    const news = categories.find((category) => category.menuCategoryCd === MenuCategory.NEWS);
    const group = news?.menuList.find((item) => item.menuCd === SURVEY_GROUP_MENU_CODE);
    // Read-only on the totals follows the survey group they are opened from.
    if (news && group) return { allowed: true, category: news, menu: group };
  }
  return denied;
}

export function isMenuPathAllowed(
  categories: readonly MenuCategoryEntry[],
  menuCd: string,
  categoryCd?: string | null,
): boolean {
  return resolveMenuPath(categories, menuCd, categoryCd).allowed;
}
