import { Badge, Box, Group, Text, UnstyledButton } from "@mantine/core";
import { useNetwork } from "@mantine/hooks";
import { IconBell, IconClipboardText, IconHeartbeat, IconMenu2, IconSettings } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { BUILTIN_PATHS } from "../api/profile-api";
import { useOfflineCopy } from "../http/offline-copy";
import { useUnreadCount } from "../pages/inbox/use-unread-count";
import classes from "./AppLayout.module.css";
import { useMember } from "./use-member";
import { useProfile } from "./use-profile";

const ICONS: Record<string, ReactNode> = {
  inbox: <IconBell size={24} stroke={1.7} />,
  settings: <IconSettings size={24} stroke={1.7} />,
  health: <IconHeartbeat size={24} stroke={1.7} />,
  dailyReport: <IconClipboardText size={24} stroke={1.7} />,
};

/**
 * The member's screens: the app's name (アプリ設定) on top in the school's colour, the menu's tabs
 * (アプリメニュー設定) at the bottom within thumb reach, and a メニュー tab with the school's links.
 */
export function AppLayout() {
  const member = useMember();
  const profile = useProfile();
  const location = useLocation();
  const tabs = (
    profile?.menu ?? [
      { kind: "builtin", entry: "inbox", label: "お知らせ" },
      { kind: "builtin", entry: "settings", label: "設定" },
    ]
  ).flatMap((e) =>
    e.kind === "builtin" && BUILTIN_PATHS[e.entry] ? [{ ...e, to: BUILTIN_PATHS[e.entry]! }] : [],
  );
  const hasLinks = profile?.menu.some((e) => e.kind === "link") ?? false;
  const unread = useUnreadCount();
  const network = useNetwork();
  const offlineCopy = useOfflineCopy();
  return (
    <Box className={classes.root}>
      <Box
        component="header"
        className={classes.header}
        style={profile ? { background: profile.themeColour } : undefined}
      >
        <Text fw={700} fz="lg" c="white" lh={1.2}>
          {profile?.displayName || "学務"}
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
        {location.pathname === "/" && profile?.welcomeMessage && (
          <Text size="sm" mb="sm" style={{ whiteSpace: "pre-wrap" }}>
            {profile.welcomeMessage}
          </Text>
        )}
        <Outlet context={member} />
      </Box>
      <Box component="nav" aria-label="メニュー" className={classes.nav}>
        <Group grow gap={0} h="100%">
          {tabs.map((tab) =>
            tab.entry === "inbox" ? (
              <Tab key={tab.entry} to={tab.to} label={tab.label} icon={ICONS.inbox} end>
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
            ) : (
              <Tab key={tab.entry} to={tab.to} label={tab.label} icon={ICONS[tab.entry]} />
            ),
          )}
          {hasLinks && <Tab to="/menu" label="メニュー" icon={<IconMenu2 size={24} stroke={1.7} />} />}
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
