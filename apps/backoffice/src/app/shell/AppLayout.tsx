import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Outlet } from "react-router";
import { setPreference, usePreference } from "../session/preferences";
import { usePage } from "../session/session-store";
import { useShellData } from "../shell-data";
import { Header } from "./Header";
import { LiveNotices } from "./live-notices/LiveNotices";
import { Sidebar } from "./Sidebar";
import { useIdleTimeout } from "./use-idle-timeout";

/** The home shell: header, sidebar of menus (a drawer behind the burger on phones) and the screen. */
export function AppLayout() {
  const [mobileOpened, mobile] = useDisclosure(false);
  const desktopCollapsed = usePreference("navbarCollapsed");
  const { loginUser } = useShellData();
  const page = usePage();
  useIdleTimeout(loginUser.idleTimeoutMinutes);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: 272,
        breakpoint: "sm",
        collapsed: { mobile: !mobileOpened, desktop: desktopCollapsed },
      }}
      padding={{ base: "sm", sm: "lg" }}
      bg="var(--mantine-color-gray-0)"
    >
      <AppShell.Header>
        <Header
          mobileOpened={mobileOpened}
          onToggleMobile={mobile.toggle}
          desktopCollapsed={desktopCollapsed}
          onToggleDesktop={() => setPreference("navbarCollapsed", !desktopCollapsed)}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main className={page.className || undefined}>
        <LiveNotices />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
