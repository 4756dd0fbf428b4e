import { notify, PageTitle, useTranslation } from "@gakumu/ui";
import { ActionIcon, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { useReadOnly } from "../../app/read-only";
import { NOTEBOOK_NAMESPACE } from "./i18n";
import { notebookApi, notebookKeys } from "./notebooks-api";

/** 手帳カテゴリ (menu notebook-category): the categories the notebook list is grouped by. */
export function NotebookCategoryPage() {
  const { t } = useTranslation(NOTEBOOK_NAMESPACE);
  const queryClient = useQueryClient();
  const readOnly = useReadOnly();
  const [name, setName] = useState("");
  const list = useQuery({
    queryKey: notebookKeys.categories,
    queryFn: ({ signal }) => notebookApi.categories(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notebookKeys.all });
  const add = async () => {
    try {
      await notebookApi.addCategory(name);
      setName("");
      notify.success({ message: t("categories.added") });
      await refresh();
    } catch (error) {
      notifyHttpError(error);
    }
  };
  const remove = async (id: number) => {
    try {
      await notebookApi.removeCategory(id);
      notify.success({ message: t("categories.removed") });
      await refresh();
    } catch (error) {
      notifyHttpError(error);
    }
  };
  return (
    <Stack gap="md" p="md" maw={800}>
      <PageTitle title={t("categories.title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("categories.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("categories.lead")}
      </Text>
      <Paper withBorder p="md">
        <Group align="end">
          <TextInput
            label={t("categories.name")}
            value={name}
            maxLength={50}
            disabled={readOnly}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <ActionButton onClick={add} disabled={name.trim() === ""}>
            {t("categories.add")}
          </ActionButton>
        </Group>
      </Paper>
      {list.data && list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("categories.empty")}
        </Text>
      ) : (
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("categories.name")}</Table.Th>
              <Table.Th>{t("categories.count")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.items ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{c.notebookCount}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("categories.remove")}
                    disabled={readOnly}
                    onClick={() => remove(c.id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
