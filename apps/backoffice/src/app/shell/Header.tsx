import { useTranslation } from "@gakumu/ui";
import { ActionIcon, Burger, Group, Image, Text, ThemeIcon } from "@mantine/core";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSchool } from "@tabler/icons-react";
import { Link } from "react-router";
import { useShellData } from "../shell-data";
import { NoticeBell } from "./notice-bell/NoticeBell";
import { ProcessModeSwitch } from "./ProcessModeSwitch";
import { UserMenu } from "./UserMenu";

export interface HeaderProps {
  mobileOpened: boolean;
  onToggleMobile: () => void;
  desktopCollapsed: boolean;
  onToggleDesktop: () => void;
}

/** Organisation (logo and name), process mode switch, the notice bell and the user menu (spec §2.1 shell). */
export function Header({ mobileOpened, onToggleMobile, desktopCollapsed, onToggleDesktop }: HeaderProps) {
  const { t } = useTranslation("backoffice");
  const { organization } = useShellData();
  return (
    <Group h="100%" px={{ base: "xs", sm: "md" }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={t("shell.openNavigation")}
        />
        {/* On wide screens the sidebar folds away rather than closes: a sidebar icon, not a burger's ×. */}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onToggleDesktop}
          visibleFrom="sm"
          aria-label={t("shell.toggleNavigation")}
          aria-expanded={!desktopCollapsed}
        >
          {desktopCollapsed ? (
            <IconLayoutSidebarLeftExpand size={22} stroke={1.6} />
          ) : (
            <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} />
          )}
        </ActionIcon>
        <Group
          renderRoot={(props) => <Link to="/home" {...props} />}
          gap={10}
          wrap="nowrap"
          miw={0}
          style={{ color: "inherit", textDecoration: "none" }}
        >
          {organization.logoUrl ? (
            <Image src={organization.logoUrl} alt="" h={32} w="auto" maw={120} fit="contain" />
          ) : (
            <ThemeIcon size={32} radius="md" aria-hidden>
              <IconSchool size={20} stroke={1.6} />
            </ThemeIcon>
          )}
          <Text fw={700} size="md" truncate>
            {organization.name}
          </Text>
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Group visibleFrom="md">
          <ProcessModeSwitch />
        </Group>
        <NoticeBell />
        <UserMenu />
      </Group>
    </Group>
  );
}
