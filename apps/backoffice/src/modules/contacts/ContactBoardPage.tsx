import { PageTitle, useTranslation } from "@gakumu/ui";
import { Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { BoardPanel } from "./BoardPanel";
import { contactNodesQuery } from "./contacts-api";
import { HistoryPanel } from "./HistoryPanel";
import { CONTACTS_NAMESPACE } from "./i18n";

/** 連絡一覧 (menu contact): today's board of a class at a glance, and the history with its export. */
export function ContactBoardPage() {
  const { t } = useTranslation(CONTACTS_NAMESPACE);
  const nodes = useQuery(contactNodesQuery);
  return (
    <Stack gap="md" p="md" maw={1400}>
      <PageTitle title={t("boardTitle")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("boardTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("boardLead")}
      </Text>
      <Tabs defaultValue="board" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="board">{t("tabBoard")}</Tabs.Tab>
          <Tabs.Tab value="history">{t("tabHistory")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="board" pt="md">
          <BoardPanel />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryPanel nodes={nodes.data?.nodes ?? []} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
