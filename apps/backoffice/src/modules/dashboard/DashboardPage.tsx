import { DASHBOARD_INFORMATION_DISPLAY_COUNT, ProcessMode } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useShellData } from "../../app/shell-data";
import { LatestAnnouncements } from "../news/NewsDisplayPage";
import { LoginHistoryTable } from "../security-setting/LoginHistoryTable";

function Card({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** The user's account at a glance, the last logins and the organisation's manuals. */
export function DashboardPage() {
  const { t } = useTranslation("backoffice");
  const { loginUser, organization, manuals } = useShellData();
  const account: [string, ReactNode][] = [
    [t("dashboard.displayUserId"), loginUser.displayUserId],
    [t("dashboard.name"), loginUser.name],
    [t("dashboard.mailAddress"), loginUser.mailAddress],
    [t("dashboard.organization"), organization.name],
    [t("dashboard.processMode"), ProcessMode.label(loginUser.processMode)],
    [
      t("dashboard.totp"),
      <Badge key="totp" variant="light" color={loginUser.totpEnabled ? "green" : "gray"}>
        {loginUser.totpEnabled ? t("dashboard.totpOn") : t("dashboard.totpOff")}
      </Badge>,
    ],
  ];

  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title={t("dashboard.title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("dashboard.title")}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card title={t("dashboard.account")}>
          <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={6} fz="sm">
            <Table.Tbody>
              {account.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={130} bg="transparent" c="dimmed" fw={500}>
                    {label}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Card title={t("dashboard.manuals")}>
          {manuals.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("dashboard.noManuals")}
            </Text>
          ) : (
            <Stack gap={6}>
              {manuals.map((manual) => (
                <Anchor
                  key={manual.url}
                  href={manual.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                >
                  <Group gap={4} wrap="nowrap">
                    {manual.title}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
      <Card
        title={t("dashboard.announcements")}
        action={
          <Anchor component={Link} to="/announcement-display" size="sm">
            {t("dashboard.seeAll")}
          </Anchor>
        }
      >
        <LatestAnnouncements />
      </Card>
      <Card
        title={t("dashboard.recentLogins")}
        action={
          <Anchor component={Link} to="/security-setting" size="sm">
            {t("dashboard.seeAll")}
          </Anchor>
        }
      >
        <LoginHistoryTable limit={DASHBOARD_INFORMATION_DISPLAY_COUNT} />
      </Card>
    </Stack>
  );
}
