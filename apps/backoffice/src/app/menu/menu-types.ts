import type { MenuCategoryEntry, MenuList } from "@gakumu/domain";
import { http } from "../http";
import type { Scope } from "../session";

// The sidebar's call (spec §3.2, §7.3; server: platform/permissions/permission-routes.ts); the
// menus' shape is the domain's contract.

export type { MenuCategoryEntry, MenuItem } from "@gakumu/domain";

export async function fetchMenu(scope: Scope, signal?: AbortSignal): Promise<MenuCategoryEntry[]> {
  const answer = await http.get<MenuList>("/app/api/auth/menu", { ...scope }, { busy: false, signal });
  return answer?.menuCategoryList ?? [];
}
