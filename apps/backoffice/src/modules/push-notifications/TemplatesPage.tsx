import { formatDate, type PushLink, type PushTemplateItem } from "@gakumu/domain";
import { dangerConfirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { ListContent } from "../../app/list/ListContent";
import { PUSH_NAMESPACE } from "./i18n";
import { pushApi, pushKeys, type TemplateBody } from "./push-api";
import { RichTextInput } from "./RichTextInput";

const EMPTY: TemplateBody = {
  name: "",
  title: "",
  bodyHtml: "",
  links: [] as PushLink[],
  replyType: "NONE",
  replyChoices: [],
};

function TemplateModal({ editing, onClose }: { editing: PushTemplateItem | "new"; onClose: () => void }) {
  const { t } = useTranslation(PUSH_NAMESPACE);
  const client = useQueryClient();
  const [body, setBody] = useState<TemplateBody>(editing === "new" ? EMPTY : editing);
  const save = useMutation({
    mutationFn: () =>
      editing === "new"
        ? pushApi.createTemplate(body)
        : pushApi.updateTemplate(editing.id, { ...body, version: editing.version }),
    onSuccess: () => {
      notify.success({ message: t("templates.saved") });
      client.invalidateQueries({ queryKey: pushKeys.templates });
      onClose();
    },
    onError: notifyHttpError,
  });
  return (
    <Modal opened onClose={onClose} title={t("templates.title")} size="lg">
      <Stack gap="sm">
        <TextInput
          label={t("templates.name")}
          required
          maxLength={100}
          value={body.name}
          onChange={(e) => setBody({ ...body, name: e.currentTarget.value })}
        />
        <TextInput
          label={t("templates.subject")}
          required
          maxLength={100}
          value={body.title}
          onChange={(e) => setBody({ ...body, title: e.currentTarget.value })}
        />
        <RichTextInput
          label={t("compose.body")}
          required
          value={body.bodyHtml}
          onChange={(bodyHtml) => setBody((b) => ({ ...b, bodyHtml }))}
        />
        <SegmentedControl
          data={[
            { value: "NONE", label: t("compose.replyNone") },
            { value: "TEXT", label: t("compose.replyText") },
            { value: "CHOICE", label: t("compose.replyChoice") },
          ]}
          value={body.replyType}
          onChange={(v) =>
            setBody({
              ...body,
              replyType: v as TemplateBody["replyType"],
              replyChoices: v === "CHOICE" ? body.replyChoices : [],
            })
          }
        />
        {body.replyType === "CHOICE" && (
          <TagsInput
            label={t("compose.choices")}
            value={body.replyChoices}
            onChange={(replyChoices) => setBody({ ...body, replyChoices })}
            maxTags={10}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("templates.cancel")}
          </Button>
          <ActionButton onClick={() => save.mutate()} loading={save.isPending}>
            {t("templates.save")}
          </ActionButton>
        </Group>
      </Stack>
    </Modal>
  );
}

/** 配信テンプレート (menu push-template). */
export function TemplatesPage() {
  const { t } = useTranslation(PUSH_NAMESPACE);
  const client = useQueryClient();
  const list = useQuery({ queryKey: pushKeys.templates, queryFn: ({ signal }) => pushApi.templates(signal) });
  const [editing, setEditing] = useState<PushTemplateItem | "new" | null>(null);
  const remove = useMutation({
    mutationFn: (tpl: PushTemplateItem) => pushApi.deleteTemplate(tpl.id, tpl.version),
    onSuccess: () => {
      notify.success({ message: t("templates.deleted") });
      client.invalidateQueries({ queryKey: pushKeys.templates });
    },
    onError: notifyHttpError,
  });
  const askDelete = async (tpl: PushTemplateItem) => {
    if (await dangerConfirmDialog({ message: t("templates.confirmDelete", { name: tpl.name }) }))
      remove.mutate(tpl);
  };
  return (
    <Stack gap="md" p="md" maw={1000}>
      <PageTitle title={t("templates.title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("templates.title")}
      </Title>
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          {t("templates.lead")}
        </Text>
        <ActionButton leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
          {t("templates.create")}
        </ActionButton>
      </Group>
      <ListContent pending={list.isPending} rows={list.data?.items} emptyText={t("templates.empty")}>
        {(rows) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("templates.name")}</Table.Th>
                <Table.Th>{t("templates.subject")}</Table.Th>
                <Table.Th w={150}>{t("templates.updatedAt")}</Table.Th>
                <Table.Th w={170} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((tpl) => (
                <Table.Tr key={tpl.id}>
                  <Table.Td>{tpl.name}</Table.Td>
                  <Table.Td>{tpl.title}</Table.Td>
                  <Table.Td>{formatDate(tpl.updatedAt, "yyyy/MM/dd HH:mm")}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <ActionButton size="xs" variant="default" onClick={() => setEditing(tpl)}>
                        {t("templates.edit")}
                      </ActionButton>
                      <ActionButton size="xs" variant="light" color="red" onClick={() => askDelete(tpl)}>
                        {t("templates.delete")}
                      </ActionButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListContent>
      {editing !== null && <TemplateModal editing={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
