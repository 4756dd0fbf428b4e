import { useTranslation } from "@gakumu/ui";
import { AppShell, Divider, NavLink, ScrollArea } from "@mantine/core";
import { IconHome, IconLayoutDashboard } from "@tabler/icons-react";
import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { setPreference, usePreference } from "../session/preferences";
import { useShellData } from "../shell-data";
import { CategoryIcon } from "./category-icons";
import { menuHref, visibleMenu } from "./visible-menu";

/** Which menu the URL shows: first path segment and ?categoryCd (spec §2.1). */
function useLocationMenu(): { menuCd: string; categoryCd: number | null } {
  const { pathname, search } = useLocation();
  const category = new URLSearchParams(search).get("categoryCd");
  return {
    menuCd: decodeURIComponent(pathname.split("/")[1] ?? ""),
    categoryCd: category && /^\d+$/.test(category) ? Number(category) : null,
  };
}

/** The menu categories of GET /app/api/auth/menu with their menus; `onNavigate` closes it on phones. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("backoffice");
  const { menu } = useShellData();
  const categories = useMemo(() => visibleMenu(menu), [menu]);
  const here = useLocationMenu();
  const remembered = usePreference("openCategories");

  const toggle = (code: number, open: boolean) =>
    setPreference("openCategories", open ? [...remembered, code] : remembered.filter((c) => c !== code));

  return (
    <AppShell.Section grow component={ScrollArea} p="xs">
      <nav aria-label={t("shell.mainMenu")}>
        <NavLink
          component={Link}
          to="/home"
          label={t("menus.home")}
          leftSection={<IconHome size={18} stroke={1.6} />}
          active={here.menuCd === "home"}
          onClick={onNavigate}
        />
        <NavLink
          component={Link}
          to="/dashboard"
          label={t("menus.dashboard")}
          leftSection={<IconLayoutDashboard size={18} stroke={1.6} />}
          active={here.menuCd === "dashboard"}
          onClick={onNavigate}
        />
        <Divider my="xs" />
        {categories.map((category) => {
          const code = category.menuCategoryCd;
          const containsHere =
            (here.categoryCd === null || here.categoryCd === code) &&
            category.menuList.some((item) => item.menuCd === here.menuCd);
          const disabled = category.menuCategoryDisabledFlg;
          return (
            <NavLink
              key={code}
              component="button"
              type="button"
              className={category.menuCategoryCssClassName || undefined}
              label={category.menuCategoryName}
              leftSection={<CategoryIcon code={code} />}
              disabled={disabled}
              opened={!disabled && (remembered.includes(code) || containsHere)}
              onChange={(open) => toggle(code, open)}
              childrenOffset={30}
              fw={500}
            >
              {category.menuList.map((item) =>
                item.menuDisabledFlg ? (
                  <NavLink
                    key={item.menuCd}
                    component="button"
                    type="button"
                    label={item.menuName}
                    disabled
                  />
                ) : (
                  <NavLink
                    key={item.menuCd}
                    component={Link}
                    to={menuHref(item.menuCd, code)}
                    className={item.menuCssClassName || undefined}
                    label={item.menuName}
                    active={containsHere && here.menuCd === item.menuCd}
                    onClick={onNavigate}
                  />
                ),
              )}
            </NavLink>
          );
        })}
      </nav>
    </AppShell.Section>
  );
}
