import { MemberGroupKind } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ActionButton } from "../../app/ActionButton";
import { ListContent } from "../../app/list/ListContent";
import { GroupFormModal } from "./GroupFormModal";
import { formatUpdatedAt } from "./group-display";
import { MEMBER_GROUPS_NAMESPACE } from "./i18n";
import { useGroups } from "./queries";
import { WorkStatusBadge } from "./WorkStatusBadge";

/** /push-group: the organisation's delivery groups; polls while one builds. */
export function GroupListScreen() {
  const { t } = useTranslation(MEMBER_GROUPS_NAMESPACE);
  const groups = useGroups();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="md" maw={1100}>
      <PageTitle title={t("list.title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("list.title")}
      </Title>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t("list.lead")}
        </Text>
        <ActionButton leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t("list.create")}
        </ActionButton>
      </Group>
      <ListContent pending={groups.isPending} rows={groups.data} emptyText={t("list.empty")}>
        {(rows) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("list.name")}</Table.Th>
                  <Table.Th w={120}>{t("list.kind")}</Table.Th>
                  <Table.Th w={110} ta="right">
                    {t("list.members")}
                  </Table.Th>
                  <Table.Th w={220}>{t("list.status")}</Table.Th>
                  <Table.Th w={150}>{t("list.updatedAt")}</Table.Th>
                  <Table.Th w={90}>{t("list.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((group) => (
                  <Table.Tr key={group.id}>
                    <Table.Td>
                      <Anchor component={Link} to={String(group.id)} size="sm">
                        {group.name}
                      </Anchor>
                      {group.description && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {group.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{MemberGroupKind.label(group.kind)}</Table.Td>
                    <Table.Td ta="right">
                      {t("list.memberCount", { n: group.memberCount.toLocaleString("ja-JP") })}
                    </Table.Td>
                    <Table.Td>
                      <WorkStatusBadge group={group} />
                    </Table.Td>
                    <Table.Td>{formatUpdatedAt(group.updatedAt)}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="default" component={Link} to={String(group.id)}>
                        {t("list.open")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListContent>
      {creating && (
        <GroupFormModal
          target={{ mode: "create" }}
          onClose={() => setCreating(false)}
          onSaved={(group) => navigate(String(group.id))}
        />
      )}
    </Stack>
  );
}
