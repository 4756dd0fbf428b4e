import { useTranslation } from "@gakumu/ui";
import { Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { sessionKeys } from "../../app/session";
import { useShellData } from "../../app/shell-data";
import { ChangePasswordForm, useChangePassword } from "./ChangePasswordForm";
import { LoginHistoryTable } from "./LoginHistoryTable";
import { TotpSettingPanel } from "./TotpSettingPanel";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Title order={2} fz="md" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * /security-setting (always allowed, spec §2.1): the user's own password, authenticator app and
 * recent logins. These act on the user's own account, so the menu read-only state does not apply.
 */
export function SecuritySettingPage() {
  const { t } = useTranslation("backoffice");
  const { loginUser } = useShellData();
  const queryClient = useQueryClient();
  const changePassword = useChangePassword();

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("security.title")}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t("security.passwordSection")}>
          <ChangePasswordForm onSubmit={changePassword} />
        </Section>
        <Section title={t("security.totpSection")}>
          <TotpSettingPanel
            enabled={loginUser.totpEnabled}
            onConfirmed={() => queryClient.invalidateQueries({ queryKey: sessionKeys.loginUser() })}
          />
        </Section>
      </SimpleGrid>
      <Section title={t("security.historySection")}>
        <LoginHistoryTable />
      </Section>
    </Stack>
  );
}
