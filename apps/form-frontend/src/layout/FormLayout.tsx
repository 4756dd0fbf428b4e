import { useTranslation } from "@gakumu/ui";
import { AppShell, Burger, Container } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { useLoginModal } from "../auth/login-modal-store";
import { useLineLoginResult } from "../auth/use-line-login-result";
import { useSessionCheck } from "../auth/use-session-check";
import { useFormSession } from "../session/form-session";
import { FormHeader } from "./FormHeader";
import { FormSidebar } from "./FormSidebar";
import { OrganizationLogo } from "./OrganizationLogo";

// The login modal (forms, validation schemas) loads on first use, not with the answer screen.
const LoginModal = lazy(() => import("../auth/LoginModal").then((m) => ({ default: m.LoginModal })));

/** Opens the lazily loaded login modal once someone asks for it; nothing is loaded before. */
function LoginModalHost() {
  const { opened } = useLoginModal();
  return opened ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}

/**
 * Shell of the form pages (spec §2.2): header with the organisation's name, logo and the red
 * notice, the sidebar (a drawer behind the burger on phones) and the login modal.
 */
export function FormLayout() {
  const { t } = useTranslation("form");
  const [mobileOpened, mobile] = useDisclosure(false);
  const organizationName = useFormSession((s) => s.organization?.name ?? "");
  const accessKey = useFormSession((s) => s.accessKey);
  useSessionCheck();
  useLineLoginResult();

  return (
    <AppShell
      header={{ height: { base: 76, sm: 60 } }}
      navbar={{ width: 248, breakpoint: "sm", collapsed: { mobile: !mobileOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <FormHeader
          organizationName={organizationName}
          logo={
            accessKey ? <OrganizationLogo accessKey={accessKey} organizationName={organizationName} /> : null
          }
          leading={
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? t("header.closeMenu") : t("header.openMenu")}
              aria-expanded={mobileOpened}
              aria-controls="form-sidebar"
            />
          }
        />
      </AppShell.Header>
      <AppShell.Navbar id="form-sidebar">
        <FormSidebar onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Container size="sm" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
      <LoginModalHost />
    </AppShell>
  );
}
