import type { StaffNoticeItem } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { ActionIcon, Box, Button, Divider, Group, Indicator, Loader, Popover, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { STAFF_NOTICES_NAMESPACE } from "../../../modules/staff-notices/i18n";
import { RECENT_NOTICES_ANCHOR } from "../../../modules/staff-notices/staff-notices-api";
import { findOpenMenu } from "../../menu/allow-rule";
import { useShellData } from "../../shell-data";
import { isBackOfficePath } from "../live-notices/live-notice-events";
import { menuHref } from "../visible-menu";
import { BELL_SIZE, unreadBadge } from "./bell-state";
import { NoticeBellItem } from "./NoticeBellItem";
import { useNoticeBell } from "./use-notice-bell";

const NOTICE_SETTING_MENU = "notice-setting";

/** The 通知設定 page's list, when that menu is open to the caller (otherwise the link would 404). */
function useNoticeListHref(): string | null {
  const { menu } = useShellData();
  const open = findOpenMenu(menu, NOTICE_SETTING_MENU);
  return open
    ? `${menuHref(NOTICE_SETTING_MENU, open.category.menuCategoryCd)}#${RECENT_NOTICES_ANCHOR}`
    : null;
}

/**
 * The header's bell: the caller's unread notices as a badge (none at 0, 「99+」 above 99), and on a
 * click their latest ten. Opening one marks it read and goes to its screen.
 */
export function NoticeBell() {
  const { t } = useTranslation(STAFF_NOTICES_NAMESPACE);
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { recent, markOne, markAll } = useNoticeBell();
  const listHref = useNoticeListHref();
  const unread = recent.data?.unread ?? 0;
  const badge = unreadBadge(unread);
  const items = recent.data?.items.slice(0, BELL_SIZE) ?? [];

  const open = (item: StaffNoticeItem) => {
    setOpened(false);
    if (!item.read) markOne.mutate(item.id);
    if (isBackOfficePath(item.link)) navigate(item.link);
  };

  return (
    // Controlled, so the icon toggles it itself; the roles go on the icon, not on the badge around it.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      withinPortal
      withRoles={false}
    >
      <Popover.Target>
        <Indicator label={badge} disabled={badge === null} size={18} offset={6} color="red" inline>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={badge === null ? t("bell.label") : t("bell.labelUnread", { n: unread })}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((was) => !was)}
          >
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label={t("bell.title")}>
        <Group justify="space-between" px="sm" py={8}>
          <Text size="sm" fw={700}>
            {t("bell.title")}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0}
            onClick={() => markAll.mutate()}
            data-operation-id="notice-bell-mark-all-read"
          >
            {t("bell.markAllRead")}
          </Button>
        </Group>
        <Divider />
        <Box mah={420} style={{ overflowY: "auto" }}>
          {recent.isPending && (
            <Group justify="center" py="md">
              <Loader size="sm" />
            </Group>
          )}
          {recent.isError && !recent.data && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {t("bell.failed")}
            </Text>
          )}
          {recent.isSuccess && items.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {t("bell.empty")}
            </Text>
          )}
          {items.map((item) => (
            <NoticeBellItem key={item.id} item={item} onOpen={open} />
          ))}
        </Box>
        {listHref && (
          <Button
            component={Link}
            to={listHref}
            onClick={() => setOpened(false)}
            variant="subtle"
            fullWidth
            radius={0}
          >
            {t("bell.toList")}
          </Button>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
