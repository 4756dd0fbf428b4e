import { http } from "../http";
import type { Scope } from "../session";

/** One menu of GET /app/api/auth/menu (spec §3.2). authority: 0 available, 1 reference only. */
export interface MenuItem {
  menuCd: string;
  menuName: string;
  menuCssClassName: string;
  menuDisabledFlg: boolean;
  menuHideFlg: boolean;
  parameter: string | null;
  screenControlString: string | null;
  authority: number;
}

export interface MenuCategoryEntry {
  menuCategoryCd: number;
  menuCategoryName: string;
  menuCategoryCssClassName: string;
  menuCategoryDisabledFlg: boolean;
  menuCategoryHideFlg: boolean;
  menuList: MenuItem[];
}

export interface MenuResponse {
  menuCategoryList: MenuCategoryEntry[];
}

export async function fetchMenu(scope: Scope, signal?: AbortSignal): Promise<MenuCategoryEntry[]> {
  const answer = await http.get<MenuResponse>("/app/api/auth/menu", { ...scope }, { busy: false, signal });
  return answer?.menuCategoryList ?? [];
}
