import type { NewsType } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { ActionIcon, Group, Loader, MultiSelect, Paper, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { NEWS_NAMESPACE } from "./i18n";
import { newsApi, newsKeys } from "./news-api";

/** 承認設定: the approvers of stage 1 and (optionally) stage 2 of this type. */
export function ApprovalSettingsPanel({ type }: { type: NewsType }) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: newsKeys.settings(type),
    queryFn: ({ signal }) => newsApi.settings(type, signal),
  });
  const [stage1, setStage1] = useState<string[]>([]);
  const [stage2, setStage2] = useState<string[]>([]);
  useEffect(() => {
    if (!settings.data) return;
    setStage1(settings.data.stage1.map((a) => String(a.loginUserId)));
    setStage2(settings.data.stage2.map((a) => String(a.loginUserId)));
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () => newsApi.saveSettings(type, stage1.map(Number), stage2.map(Number)),
    onSuccess: () => {
      notify.success({ message: t("settings.saved") });
      void queryClient.invalidateQueries({ queryKey: newsKeys.settings(type) });
    },
    onError: notifyHttpError,
  });
  if (!settings.data) return <Loader size="sm" type="dots" />;
  const data = settings.data.candidates.map((c) => ({
    value: String(c.loginUserId),
    label: `${c.name}（${c.displayUserId}）`,
  }));
  return (
    <Paper withBorder p="md" maw={720}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("settings.lead")}
        </Text>
        <MultiSelect
          label={t("settings.stage1")}
          data={data}
          value={stage1}
          onChange={setStage1}
          searchable
          required
        />
        <MultiSelect
          label={t("settings.stage2")}
          data={data}
          value={stage2}
          onChange={setStage2}
          searchable
          clearable
        />
        <Group justify="flex-end">
          <ActionButton loading={save.isPending} onClick={() => save.mutate()}>
            {t("settings.save")}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}

/** カテゴリ: this organisation's categories of the type. */
export function CategoriesPanel({ type }: { type: NewsType }) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const list = useQuery({
    queryKey: newsKeys.categories(type),
    queryFn: ({ signal }) => newsApi.categories(type, signal),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: newsKeys.categories(type) });
  const add = useMutation({
    mutationFn: () => newsApi.addCategory(type, name),
    onSuccess: () => {
      notify.success({ message: t("categories.added") });
      setName("");
      refresh();
    },
    onError: notifyHttpError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => newsApi.removeCategory(type, id),
    onSuccess: () => {
      notify.success({ message: t("categories.removed") });
      refresh();
    },
    onError: notifyHttpError,
  });
  return (
    <Paper withBorder p="md" maw={720}>
      <Stack gap="sm">
        <Group align="flex-end">
          <TextInput
            label={t("categories.name")}
            maxLength={50}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <ActionButton loading={add.isPending} onClick={() => add.mutate()}>
            {t("categories.add")}
          </ActionButton>
        </Group>
        {list.data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("categories.empty")}
          </Text>
        ) : (
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("categories.name")}</Table.Th>
                <Table.Th>{t("categories.items")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.items.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.itemCount}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("categories.remove")}
                      onClick={() => remove.mutate(c.id)}
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
    </Paper>
  );
}
