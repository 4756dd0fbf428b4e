import { isReadOnlyAuthority } from "@gakumu/domain";
import { createContext, useContext } from "react";
import type { MenuCategoryEntry, MenuItem } from "./menu/menu-types";

/** The menu the current shell path opened (spec §2.1): its entry, or null for an always-allowed code. */
export interface CurrentMenu {
  menuCd: string;
  category: MenuCategoryEntry | null;
  menu: MenuItem | null;
}

export const CurrentMenuContext = createContext<CurrentMenu | null>(null);

export function useCurrentMenu(): CurrentMenu | null {
  return useContext(CurrentMenuContext);
}

/**
 * Spec §4/§6: true when the selected menu's authority is 1 (reference only) or absent — also outside
 * any menu, so an action button placed where no menu grants it stays disabled. The server refuses
 * the same mutations with 403; this only spares the user a button that cannot work.
 */
export function useReadOnly(): boolean {
  return isReadOnlyAuthority(useCurrentMenu()?.menu?.authority);
}
