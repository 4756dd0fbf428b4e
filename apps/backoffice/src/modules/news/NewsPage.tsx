import type { NewsType } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { NEWS_NAMESPACE } from "./i18n";
import { NewsDetailView } from "./NewsDetailView";
import { NewsEditor } from "./NewsEditor";
import { NewsListView } from "./NewsListView";
import { ApprovalSettingsPanel, CategoriesPanel } from "./NewsSettings";

type View = { kind: "list" } | { kind: "new" } | { kind: "detail"; id: number };

/** お知らせ / FAQ (menus announcement and faq): list, editor, item with approval, settings. */
export function NewsPage({ type }: { type: NewsType }) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const [view, setView] = useState<View>({ kind: "list" });
  const heading = t(`typeName.${type}`);
  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={heading} />
      <Group justify="space-between">
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {heading}
        </Title>
        {view.kind === "list" && (
          <ActionButton leftSection={<IconPlus size={16} />} onClick={() => setView({ kind: "new" })}>
            {t("list.create")}
          </ActionButton>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t(`lead.${type}`)}
      </Text>
      {view.kind === "new" ? (
        <NewsEditor
          type={type}
          item={null}
          onDone={(id) => setView(id === null ? { kind: "list" } : { kind: "detail", id })}
        />
      ) : view.kind === "detail" ? (
        <NewsDetailView type={type} id={view.id} onBack={() => setView({ kind: "list" })} />
      ) : (
        <Tabs defaultValue="list" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="list">{t("tabs.list")}</Tabs.Tab>
            <Tabs.Tab value="settings">{t("tabs.settings")}</Tabs.Tab>
            <Tabs.Tab value="categories">{t("tabs.categories")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="list">
            <NewsListView type={type} onOpen={(id) => setView({ kind: "detail", id })} />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <ApprovalSettingsPanel type={type} />
          </Tabs.Panel>
          <Tabs.Panel value="categories">
            <CategoriesPanel type={type} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
