import { formatDate } from "@gakumu/domain";
import { dangerConfirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Badge, Button, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { IconEye, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import type { PermissionSetSummary } from "./authority-api";
import { AUTHORITY_NAMESPACE } from "./i18n";
import { PermissionSetEditor } from "./PermissionSetEditor";
import { useDeletePermissionSet, usePermissionSets } from "./queries";

/** The tenant's permission sets with create, edit (or view, on a reference-only menu) and delete. */
export function PermissionSetsPanel() {
  const { t } = useTranslation(AUTHORITY_NAMESPACE);
  const readOnly = useReadOnly();
  const sets = usePermissionSets();
  const remove = useDeletePermissionSet();
  // undefined: editor closed; null: a new set; a number: that set.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);

  const confirmDelete = async (set: PermissionSetSummary) => {
    // A set in use would only come back 409: say why before asking.
    if (set.userCount > 0) {
      notify.warning({ message: t("sets.deleteInUse", { count: set.userCount }) });
      return;
    }
    const ok = await dangerConfirmDialog({
      title: t("sets.deleteTitle"),
      message: t("sets.deleteMessage", { name: set.name }),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(set.permissionSetId);
      notify.success({ message: t("sets.deleted") });
    } catch {
      // shown by the HTTP helper (e.g. 409 when someone assigned it meanwhile)
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <ActionButton leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
          {t("sets.create")}
        </ActionButton>
      </Group>
      {sets.isPending && <Loader size="sm" type="dots" />}
      {sets.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("sets.empty")}
        </Text>
      )}
      {sets.data && sets.data.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={220}>{t("sets.name")}</Table.Th>
                <Table.Th>{t("sets.description")}</Table.Th>
                <Table.Th w={90}>{t("sets.userCount")}</Table.Th>
                <Table.Th w={140}>{t("sets.updatedAt")}</Table.Th>
                <Table.Th w={190} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sets.data.map((set) => (
                <Table.Tr key={set.permissionSetId}>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm" fw={500}>
                        {set.name}
                      </Text>
                      {set.isLecturerDefault && (
                        <Badge size="xs" variant="light">
                          {t("sets.lecturerDefault")}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {set.description}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{set.userCount}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {formatDate(set.updatedAt, "yyyy/MM/dd HH:mm")}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={readOnly ? <IconEye size={14} /> : <IconPencil size={14} />}
                        onClick={() => setEditing(set.permissionSetId)}
                      >
                        {readOnly ? t("sets.view") : t("sets.edit")}
                      </Button>
                      <ActionButton
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        loading={remove.isPending && remove.variables === set.permissionSetId}
                        onClick={() => void confirmDelete(set)}
                      >
                        {t("sets.delete")}
                      </ActionButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing !== undefined && (
        <PermissionSetEditor
          permissionSetId={editing}
          readOnly={readOnly}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
