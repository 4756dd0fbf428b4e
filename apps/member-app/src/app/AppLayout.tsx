import { Badge, Box, Group, Text, UnstyledButton } from "@mantine/core";
import { useNetwork } from "@mantine/hooks";
import { IconBell, IconSettings } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { NavLink, Outlet } from "react-router";
import { useOfflineCopy } from "../http/offline-copy";
import { useUnreadCount } from "../pages/inbox/use-unread-count";
import classes from "./AppLayout.module.css";
import { useMember } from "./use-member";

/** The member's screens: the school's name on top, the two tabs at the bottom within thumb reach. */
export function AppLayout() {
  const member = useMember();
  const unread = useUnreadCount();
  const network = useNetwork();
  const offlineCopy = useOfflineCopy();
  return (
    <Box className={classes.root}>
      <Box component="header" className={classes.header}>
        <Text fw={700} fz="lg" c="white" lh={1.2}>
          学務
        </Text>
        <Text fz="xs" c="white" opacity={0.9} truncate>
          {member.organizationName}
        </Text>
      </Box>
      {(!network.online || offlineCopy) && (
        <Box role="status" className={classes.offline}>
          オフラインです。最後に受け取ったお知らせを表示しています。
        </Box>
      )}
      <Box component="main" className={classes.main}>
        <Outlet context={member} />
      </Box>
      <Box component="nav" aria-label="メニュー" className={classes.nav}>
        <Group grow gap={0} h="100%">
          <Tab to="/" label="お知らせ" icon={<IconBell size={24} stroke={1.7} />} end>
            {unread > 0 && (
              <Badge
                size="sm"
                color="red"
                circle={unread < 10}
                className={classes.badge}
                aria-label={`未読 ${unread}件`}
              >
                {unread > 99 ? "99+" : unread}
              </Badge>
            )}
          </Tab>
          <Tab to="/settings" label="設定" icon={<IconSettings size={24} stroke={1.7} />} />
        </Group>
      </Box>
    </Box>
  );
}

function Tab(props: { to: string; label: string; icon: ReactNode; end?: boolean; children?: ReactNode }) {
  return (
    <UnstyledButton component={NavLink} to={props.to} end={props.end} className={classes.tab}>
      <Box pos="relative" lh={0}>
        {props.icon}
        {props.children}
      </Box>
      <Text fz={11} fw={600} lh={1.4}>
        {props.label}
      </Text>
    </UnstyledButton>
  );
}
