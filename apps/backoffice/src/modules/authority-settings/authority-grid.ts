import { MenuAuthority } from "@gakumu/domain";

/** 0 利用可, 1 参照のみ, 2 利用不可 (spec §6). */
export type AuthorityValue = 0 | 1 | 2;

export interface EditableMenu {
  menuCd: string;
  menuName: string;
  menuDisabledFlg: boolean;
  menuHideFlg: boolean;
}

export interface EditableCategory {
  menuCategoryCd: number;
  menuCategoryName: string;
  menuCategoryDisabledFlg: boolean;
  menuCategoryHideFlg: boolean;
  menuList: EditableMenu[];
}

/** The authority of every menu on the grid, by menu code. */
export type AuthorityMap = Readonly<Record<string, AuthorityValue>>;

const asAuthority = (value: number | undefined): AuthorityValue =>
  value === MenuAuthority.AVAILABLE || value === MenuAuthority.REFERENCE_ONLY
    ? value
    : MenuAuthority.UNAVAILABLE;

/**
 * The grid's starting state: a saved set's authorities, and 利用不可 for every menu it does not
 * mention (the server treats a missing row the same way), so saving never opens a menu by accident.
 */
export function initialAuthorities(
  categories: readonly EditableCategory[],
  saved: readonly { menuCd: string; authority: number }[] = [],
): AuthorityMap {
  const savedByCode = new Map(saved.map((s) => [s.menuCd, s.authority]));
  const map: Record<string, AuthorityValue> = {};
  for (const category of categories) {
    for (const menu of category.menuList) map[menu.menuCd] = asAuthority(savedByCode.get(menu.menuCd));
  }
  return map;
}

export function setMenuAuthority(map: AuthorityMap, menuCd: string, value: AuthorityValue): AuthorityMap {
  return { ...map, [menuCd]: value };
}

/** Sets every menu of a category at once (the category row's selector). */
export function setCategoryAuthority(
  map: AuthorityMap,
  category: EditableCategory,
  value: AuthorityValue,
): AuthorityMap {
  const next: Record<string, AuthorityValue> = { ...map };
  for (const menu of category.menuList) next[menu.menuCd] = value;
  return next;
}

/** The category's common authority, or "mixed" when its menus differ. */
export function categoryAuthority(map: AuthorityMap, category: EditableCategory): AuthorityValue | "mixed" {
  const values = new Set(category.menuList.map((m) => map[m.menuCd] ?? MenuAuthority.UNAVAILABLE));
  if (values.size !== 1) return "mixed";
  return [...values][0] as AuthorityValue;
}

/** The body's menuAuthorityList: every menu on the grid, so the saved set matches what was shown. */
export function toMenuAuthorityList(map: AuthorityMap): { menuCd: string; authority: AuthorityValue }[] {
  return Object.entries(map).map(([menuCd, authority]) => ({ menuCd, authority }));
}

/** How many menus are 利用可, 参照のみ and 利用不可, for the editor's summary line. */
export function countByAuthority(map: AuthorityMap): Record<AuthorityValue, number> {
  const counts: Record<AuthorityValue, number> = { 0: 0, 1: 0, 2: 0 };
  for (const value of Object.values(map)) counts[value] += 1;
  return counts;
}

/** True when the grid differs from where it started (the unsaved-changes guard asks then). */
export function authoritiesChanged(a: AuthorityMap, b: AuthorityMap): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return true;
  return false;
}
