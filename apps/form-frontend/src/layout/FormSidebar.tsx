import { useTranslation } from "@gakumu/ui";
import { AppShell, Group, NavLink, Stack, Text } from "@mantine/core";
import { IconClipboardList, IconHome, IconLogin2, IconLogout, IconUserCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { FORM_LIST_PATH, mypagePath, PROFILE_PATH } from "../app/paths";
import { openLoginModal } from "../auth/login-modal-store";
import { logout } from "../auth/logout";
import { useFormSession } from "../session/form-session";

const ICON = { size: 20, stroke: 1.6 } as const;

/**
 * Sidebar of the form shell (spec §2.2). Logged in: the user's name (「{LINE name}さん」, else the
 * login id), mypage, form list, profile and logout. Logged out: only login.
 * `onNavigate` closes the drawer on phones.
 */
export function FormSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("form");
  const { pathname } = useLocation();
  const login = useFormSession((s) => s.login);
  const formUser = useFormSession((s) => s.formUser);
  const accessKey = useFormSession((s) => s.accessKey);

  if (!login || !formUser) {
    return (
      <AppShell.Section component="nav" aria-label={t("sidebar.label")} p="xs">
        <NavLink
          component="button"
          type="button"
          label={t("sidebar.login")}
          leftSection={<IconLogin2 {...ICON} />}
          onClick={() => {
            onNavigate();
            openLoginModal("login");
          }}
        />
      </AppShell.Section>
    );
  }

  const name = formUser.lineDisplayName
    ? t("sidebar.displayName", { name: formUser.lineDisplayName })
    : (formUser.loginId ?? "");
  const mypage = mypagePath(accessKey);
  const link = (to: string, label: string, icon: ReactNode, active: boolean) => (
    <NavLink component={Link} to={to} label={label} leftSection={icon} active={active} onClick={onNavigate} />
  );

  return (
    <AppShell.Section component="nav" aria-label={t("sidebar.label")} p="xs">
      <Stack gap={2} px="sm" py="xs" mb="xs" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 8 }}>
        <Text size="xs" c="dimmed">
          {t("sidebar.loggedInAs")}
        </Text>
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconUserCircle size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={700} size="sm" truncate="end" data-testid="form-user-name">
            {name}
          </Text>
        </Group>
      </Stack>
      {link(mypage, t("sidebar.mypage"), <IconHome {...ICON} />, pathname.startsWith("/mypage"))}
      {link(
        FORM_LIST_PATH,
        t("sidebar.formList"),
        <IconClipboardList {...ICON} />,
        pathname === FORM_LIST_PATH,
      )}
      {link(PROFILE_PATH, t("sidebar.profile"), <IconUserCircle {...ICON} />, pathname === PROFILE_PATH)}
      <NavLink
        component="button"
        type="button"
        label={t("sidebar.logout")}
        leftSection={<IconLogout {...ICON} />}
        onClick={() => {
          onNavigate();
          void logout();
        }}
      />
    </AppShell.Section>
  );
}
