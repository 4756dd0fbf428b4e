import { MENU_CATALOGUE } from "../permissions/menu-catalogue";

/** What of a route the audit trail's Japanese sentence is made from. */
export interface AuditedRoute {
  method: string;
  /** The route's OpenAPI summary (every route declares one), e.g. 「メンバー更新（version が古いと 409）」. */
  summary?: string | undefined;
  /** The menu the route's access names, e.g. "member-list". */
  menuCd?: string | undefined;
}

const MENU_NAMES = new Map<string, string>(
  MENU_CATALOGUE.flatMap((category) => category.menus.map((menu) => [menu.menuCd, menu.name] as const)),
);

/** When a route says nothing of itself: what its method does to what it points at. */
const METHOD_VERBS: Record<string, string> = {
  POST: "登録",
  PUT: "更新",
  PATCH: "更新",
  DELETE: "削除",
  GET: "参照",
};

/**
 * The audit row's sentence for staff (operation-log screen, 監査ログ): what was done, in Japanese, and
 * under which menu — 「メンバー更新（メンバー一覧）」 — never the route pattern and HTTP status.
 *
 * It comes from what each route declares anyway: its OpenAPI summary, cut before the first
 * parenthesis (which carries notes for API readers, such as 「version が古いと 409」), and the menu of its
 * access, named as the menu catalogue names it. A module added later is described the same way with
 * nothing to register here; a route without a summary falls back to its menu and method (「メンバー一覧の更新」).
 */
export function auditSummary(route: AuditedRoute): string {
  const menu = route.menuCd ? MENU_NAMES.get(route.menuCd) : undefined;
  const what = route.summary?.split(/[（(]/)[0]?.trim();
  if (what) return menu && menu !== what ? `${what}（${menu}）` : what;
  const verb = METHOD_VERBS[route.method.toUpperCase()] ?? "操作";
  return menu ? `${menu}の${verb}` : `${verb}の操作`;
}
