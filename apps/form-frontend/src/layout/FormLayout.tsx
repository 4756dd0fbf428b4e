import { AppShell, Container } from "@mantine/core";
import { Outlet } from "react-router";
import { FormHeader } from "./FormHeader";

/**
 * Shell of the form pages (spec §2.2). The sidebar, login modal, logo and the organisation name
 * from the form session come with the form module; the header and its notice are final.
 */
export function FormLayout() {
  return (
    <AppShell header={{ height: { base: 76, sm: 60 } }} padding="md">
      <AppShell.Header>
        <FormHeader />
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Container size="sm" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
