import { ProcessMode } from "@gakumu/domain";
import { confirmDialog, useTranslation } from "@gakumu/ui";
import { Avatar, Menu, Text, UnstyledButton } from "@mantine/core";
import {
  IconBook2,
  IconCheck,
  IconChevronDown,
  IconLogout,
  IconShieldLock,
  IconSwitchHorizontal,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { processChoiceCount } from "../gate-redirect";
import { useShellData } from "../shell-data";
import { logout } from "./logout";
import { useOrganizationModes } from "./ProcessModeSwitch";
import { useSwitchProcess } from "./use-switch-process";

/** The user's name in the header, opening security settings, manuals, mode switch and logout. */
export function UserMenu() {
  const { t } = useTranslation("backoffice");
  const { loginUser, manuals } = useShellData();
  const modes = useOrganizationModes();
  const switchProcess = useSwitchProcess();

  const switchTo = (processMode: number) =>
    switchProcess({
      systemCd: loginUser.systemCd,
      organizationCd: loginUser.organizationCd,
      processMode,
    }).catch(() => undefined /* toasted by the HTTP helper */);

  const confirmLogout = async () => {
    if (await confirmDialog({ message: t("shell.logoutConfirm"), yesLabel: t("shell.logout") })) {
      await logout().catch(() => undefined /* toasted by the HTTP helper */);
    }
  };

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t("shell.userMenu")} px={6} py={4} style={{ borderRadius: 8 }}>
          <Avatar
            size={30}
            radius="xl"
            color="gakumu"
            variant="light"
            component="span"
            style={{ display: "inline-flex", verticalAlign: "middle" }}
          >
            {loginUser.name.slice(0, 1)}
          </Avatar>
          <Text
            component="span"
            size="sm"
            fw={500}
            ml={8}
            visibleFrom="sm"
            style={{ verticalAlign: "middle" }}
          >
            {loginUser.name}
          </Text>
          <IconChevronDown size={14} style={{ marginLeft: 4, verticalAlign: "middle" }} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={700} c="var(--mantine-color-text)" truncate>
            {loginUser.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {loginUser.displayUserId}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/security-setting" leftSection={<IconShieldLock size={16} />}>
          {t("shell.securitySetting")}
        </Menu.Item>
        {processChoiceCount(loginUser) > 1 && (
          <Menu.Item component={Link} to="/SelectProcess" leftSection={<IconSwitchHorizontal size={16} />}>
            {t("shell.switchOrganization")}
          </Menu.Item>
        )}
        {modes && (
          // Phones have no room for the header switch: the modes are offered here instead.
          <Menu.Label hiddenFrom="md">{t("shell.processMode")}</Menu.Label>
        )}
        {modes?.map((mode) => (
          <Menu.Item
            key={mode}
            hiddenFrom="md"
            rightSection={mode === loginUser.processMode ? <IconCheck size={14} /> : null}
            onClick={() => void switchTo(mode)}
          >
            {ProcessMode.label(mode)}
          </Menu.Item>
        ))}
        {manuals.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t("shell.manuals")}</Menu.Label>
            {manuals.map((manual) => (
              <Menu.Item
                key={manual.url}
                component="a"
                href={manual.url}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconBook2 size={16} />}
              >
                {manual.title}
              </Menu.Item>
            ))}
          </>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void confirmLogout()}>
          {t("shell.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
