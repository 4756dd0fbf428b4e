import "./i18n";
import { dangerConfirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import { Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconEdit, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { GradeFormModal, type GradeFormTarget } from "./GradeFormModal";
import { type GradeItem, gradesApi } from "./grades-api";
import { GRADE_MASTER_NAMESPACE } from "./i18n";
import { useGradeMutation, useGrades } from "./queries";

/**
 * /grade-master (master 800): the organisation's grades with their member counts, to register,
 * edit and delete. A grade with members is refused by the server (409, shown as its message).
 */
export function GradeMasterPage() {
  const { t } = useTranslation(GRADE_MASTER_NAMESPACE);
  const grades = useGrades();
  const [target, setTarget] = useState<GradeFormTarget | null>(null);
  const remove = useGradeMutation(gradesApi.remove);

  const confirmDelete = async (grade: GradeItem) => {
    const message = t("actions.deleteConfirm", { name: grade.name, gradeCd: grade.gradeCd });
    if (!(await dangerConfirmDialog({ message, yesLabel: t("actions.delete") }))) return;
    try {
      await remove.mutateAsync(grade.gradeCd);
      notify.success({ message: t("actions.deleted") });
    } catch {
      // already shown by the HTTP helper
    }
  };

  const list = grades.data ?? [];
  return (
    <Stack gap="md" maw={1000}>
      <PageTitle title={t("title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("title")}
      </Title>
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          {t("lead")}
        </Text>
        <ActionButton leftSection={<IconPlus size={16} />} onClick={() => setTarget({ mode: "create" })}>
          {t("list.create")}
        </ActionButton>
      </Group>
      {grades.data &&
        (list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("list.empty")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={110}>{t("list.gradeCd")}</Table.Th>
                  <Table.Th>{t("list.name")}</Table.Th>
                  <Table.Th w={90}>{t("list.sortOrder")}</Table.Th>
                  <Table.Th w={110} ta="right">
                    {t("list.members")}
                  </Table.Th>
                  <Table.Th w={190}>{t("list.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((grade) => (
                  <Table.Tr key={grade.gradeCd}>
                    <Table.Td ff="monospace">{grade.gradeCd}</Table.Td>
                    <Table.Td>{grade.name}</Table.Td>
                    <Table.Td>{grade.sortOrder}</Table.Td>
                    <Table.Td ta="right">{t("list.memberCount", { count: grade.memberCount })}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <ActionButton
                          size="xs"
                          variant="default"
                          leftSection={<IconEdit size={14} />}
                          onClick={() => setTarget({ mode: "edit", grade })}
                        >
                          {t("actions.edit")}
                        </ActionButton>
                        <ActionButton
                          size="xs"
                          variant="default"
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => void confirmDelete(grade)}
                          aria-label={`${grade.name} ${t("actions.delete")}`}
                        >
                          {t("actions.delete")}
                        </ActionButton>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
      {target && <GradeFormModal target={target} grades={list} onClose={() => setTarget(null)} />}
    </Stack>
  );
}
