import "./i18n";
import { MemberAttributeType } from "@gakumu/domain";
import { dangerConfirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import { Badge, Group, Loader, Paper, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { IconEdit, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { AttributeFormModal, type AttributeFormTarget } from "./AttributeFormModal";
import { MEMBERS_NAMESPACE } from "./i18n";
import { type MemberAttribute, membersApi } from "./members-api";
import { useMemberAttributes, useRefreshMembers } from "./queries";

/** /member-attribute: the organisation's own member attributes, added, edited and deleted here. */
export function MemberAttributesPage() {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const attributes = useMemberAttributes();
  const refresh = useRefreshMembers();
  const [target, setTarget] = useState<AttributeFormTarget | null>(null);
  const items = attributes.data ?? [];

  const remove = async (a: MemberAttribute) => {
    const confirmed = await dangerConfirmDialog({
      title: t("attributes.deleteTitle"),
      message: t("attributes.deleteMessage", { name: a.name }),
      confirmValue: a.attributeCd,
      yesLabel: t("attributes.delete"),
    });
    if (!confirmed) return;
    try {
      await membersApi.removeAttribute(a.id, a.version);
      notify.success({ message: t("attributes.deleted") });
    } catch (error) {
      notifyHttpError(error);
    } finally {
      await refresh();
    }
  };

  return (
    <Stack gap="md" maw={1200}>
      <PageTitle title={t("title.attributes")} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {t("title.attributes")}
        </Title>
        <ActionButton
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            setTarget({ mode: "create", nextSortOrder: Math.max(0, ...items.map((i) => i.sortOrder)) + 1 })
          }
        >
          {t("attributes.create")}
        </ActionButton>
      </Group>
      <Paper withBorder p="md" radius="md">
        {attributes.isPending ? (
          <Loader size="sm" type="dots" />
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t("attributes.empty")}
          </Text>
        ) : (
          <ScrollArea>
            <Table striped verticalSpacing="xs" miw={760}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("attributes.sortOrder")}</Table.Th>
                  <Table.Th>{t("attributes.code")}</Table.Th>
                  <Table.Th>{t("attributes.name")}</Table.Th>
                  <Table.Th>{t("attributes.type")}</Table.Th>
                  <Table.Th>{t("attributes.options")}</Table.Th>
                  <Table.Th>{t("attributes.required")}</Table.Th>
                  <Table.Th>{t("attributes.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td fz="sm">{a.sortOrder}</Table.Td>
                    <Table.Td fz="sm" ff="monospace">
                      {a.attributeCd}
                    </Table.Td>
                    <Table.Td fz="sm">{a.name}</Table.Td>
                    <Table.Td fz="sm">{MemberAttributeType.label(a.attributeType)}</Table.Td>
                    <Table.Td fz="sm">{a.options.join("、") || "—"}</Table.Td>
                    <Table.Td>
                      {a.isRequired && (
                        <Badge variant="light" color="red">
                          {t("attributes.required")}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <ActionButton
                          size="xs"
                          variant="default"
                          leftSection={<IconEdit size={14} />}
                          onClick={() => setTarget({ mode: "edit", attribute: a })}
                        >
                          {t("attributes.edit")}
                        </ActionButton>
                        <ActionButton
                          size="xs"
                          variant="light"
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => void remove(a)}
                        >
                          {t("attributes.delete")}
                        </ActionButton>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Paper>
      {target && <AttributeFormModal target={target} onClose={() => setTarget(null)} />}
    </Stack>
  );
}
