import { FullPageLoader, useTranslation } from "@gakumu/ui";
import { Suspense, useMemo } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import { moduleRoutes } from "../module-routes";
import { type CurrentMenu, CurrentMenuContext } from "../read-only";
import { usePageInfo } from "../session/session-store";
import { ComingSoonPage } from "../shell/ComingSoonPage";
import { useShellData } from "../shell-data";
import { resolveMenuPath } from "./allow-rule";

/**
 * The shell route /:menuCd/*: applies the allow rule of spec §2.1 (not allowed → /not-found),
 * records the current menu for read-only checks and the operation log, then shows the module's
 * screen — or the "in preparation" page for a menu without one yet.
 */
export function MenuRoute() {
  const { t } = useTranslation("backoffice");
  const { menuCd = "" } = useParams();
  const [search] = useSearchParams();
  const categoryCd = search.get("categoryCd");
  const { menu: categories } = useShellData();

  const decision = useMemo(
    () => resolveMenuPath(categories, menuCd, categoryCd),
    [categories, menuCd, categoryCd],
  );
  const current = useMemo<CurrentMenu | null>(
    () => (decision.allowed ? { menuCd, category: decision.category, menu: decision.menu } : null),
    [decision, menuCd],
  );
  const name = current?.menu && current.menu.menuCd === menuCd ? current.menu.menuName : t(`menus.${menuCd}`);

  usePageInfo(menuCd, name, current?.menu?.menuCssClassName ?? "");

  if (!current) return <Navigate to="/not-found" replace />;
  return (
    <CurrentMenuContext.Provider value={current}>
      <Suspense fallback={<FullPageLoader />}>
        {moduleRoutes.get(menuCd) ?? <ComingSoonPage name={name} />}
      </Suspense>
    </CurrentMenuContext.Provider>
  );
}
