import type { ReactNode } from "react";

/**
 * How a feature module plugs a screen into the shell: `src/modules/<module>/index.ts` exports
 * `routes: ModuleRoute[]`, and app/module-routes.tsx gathers them. The path is /<menuCd>; the shell
 * has already checked the menu is allowed and provides the current menu (useCurrentMenu,
 * useReadOnly). Screens that need sub-paths can render their own <Routes> below /<menuCd>/*.
 */
export interface ModuleRoute {
  menuCd: string;
  element: ReactNode;
}

/** One map from menu code to screen; a code claimed twice is a wiring mistake worth failing on. */
export function collectModuleRoutes(
  ...lists: readonly (readonly ModuleRoute[])[]
): ReadonlyMap<string, ReactNode> {
  const byMenu = new Map<string, ReactNode>();
  for (const route of lists.flat()) {
    if (byMenu.has(route.menuCd)) throw new Error(`menu code "${route.menuCd}" has two screens`);
    byMenu.set(route.menuCd, route.element);
  }
  return byMenu;
}
