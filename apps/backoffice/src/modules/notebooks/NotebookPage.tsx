import { PageTitle, useTranslation } from "@gakumu/ui";
import { Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { NOTEBOOK_NAMESPACE } from "./i18n";
import { NotebookEditor } from "./NotebookEditor";
import { NotebookListView } from "./NotebookListView";
import { NotebookProgressView } from "./NotebookProgressView";

type View = { kind: "list" } | { kind: "edit"; id: number | null } | { kind: "progress"; id: number };

/** 手帳管理 (menu notebook): list, editor (pages, targets, editions) and the tracking table. */
export function NotebookPage() {
  const { t } = useTranslation(NOTEBOOK_NAMESPACE);
  const [view, setView] = useState<View>({ kind: "list" });
  const toList = () => setView({ kind: "list" });
  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={t("title")} />
      <Group justify="space-between">
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {t("title")}
        </Title>
        {view.kind === "list" && (
          <ActionButton
            leftSection={<IconPlus size={16} />}
            onClick={() => setView({ kind: "edit", id: null })}
          >
            {t("list.create")}
          </ActionButton>
        )}
      </Group>
      {view.kind === "list" && (
        <Text size="sm" c="dimmed">
          {t("lead")}
        </Text>
      )}
      {view.kind === "edit" ? (
        <NotebookEditor
          key={view.id ?? "new"}
          id={view.id}
          onCreated={(id) => setView({ kind: "edit", id })}
          onBack={toList}
        />
      ) : view.kind === "progress" ? (
        <NotebookProgressView id={view.id} onBack={toList} />
      ) : (
        <NotebookListView
          onOpen={(id) => setView({ kind: "edit", id })}
          onProgress={(id) => setView({ kind: "progress", id })}
        />
      )}
    </Stack>
  );
}
