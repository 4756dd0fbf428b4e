import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Card, Checkbox, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconSearch, IconUserMinus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { ListContent } from "../../app/list/ListContent";
import { ListPager } from "../../app/list/list-paging";
import { useReadOnly } from "../../app/read-only";
import { MEMBER_GROUPS_NAMESPACE } from "./i18n";
import { type MemberGroupItem, memberGroupsApi } from "./member-groups-api";
import { groupKeys, useGroupMutation } from "./queries";

/** The group's members by member id, with a search; a static group's can be ticked and removed. */
export function GroupMemberTable({ group }: { group: MemberGroupItem }) {
  const { t } = useTranslation(MEMBER_GROUPS_NAMESPACE);
  const readOnly = useReadOnly();
  const removable = group.kind === "STATIC";
  const [input, setInput] = useState("");
  const [query, setQuery] = useState({ keyword: "", page: 1 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const page = useQuery({
    queryKey: [
      ...groupKeys.members(group.id, query.keyword, query.page),
      group.memberCount,
      group.workStatus,
    ],
    queryFn: ({ signal }) => memberGroupsApi.members(group.id, query.keyword, query.page, signal),
    placeholderData: keepPreviousData,
  });
  const remove = useGroupMutation(() =>
    memberGroupsApi.removeMembers(group.id, [...selected], group.version),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ keyword: input.trim(), page: 1 });
  };
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const removeSelected = async () => {
    if (!(await confirmDialog({ message: t("members.removeConfirm", { count: selected.size }) }))) return;
    try {
      const result = await remove.mutateAsync(undefined);
      notify.success({ message: t("members.removed", { count: result.changed }) });
      setSelected(new Set());
    } catch {
      // shown by the HTTP helper
    }
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} fz="lg">
            {t("members.heading")}
            {page.data && (
              <Text span size="sm" c="dimmed" ml="sm">
                {t("members.total", { n: page.data.total.toLocaleString("ja-JP") })}
              </Text>
            )}
          </Title>
          <form onSubmit={submit}>
            <Group gap="xs" align="flex-end">
              <TextInput
                aria-label={t("add.keyword")}
                placeholder={t("add.keyword")}
                value={input}
                onChange={(e) => setInput(e.currentTarget.value)}
                maxLength={100}
                w={240}
              />
              <ActionButton
                type="submit"
                variant="default"
                leftSection={<IconSearch size={14} />}
                readOnly={false}
              >
                {t("add.search")}
              </ActionButton>
            </Group>
          </form>
        </Group>
        <ListContent pending={page.isPending} rows={page.data?.items} emptyText={t("members.empty")}>
          {(rows) => (
            <Table.ScrollContainer minWidth={620}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    {removable && <Table.Th w={40} />}
                    <Table.Th w={140}>{t("members.memberId")}</Table.Th>
                    <Table.Th>{t("members.name")}</Table.Th>
                    <Table.Th w={90}>{t("members.grade")}</Table.Th>
                    <Table.Th>{t("members.hierarchy")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((m) => (
                    <Table.Tr key={m.id}>
                      {removable && (
                        <Table.Td>
                          <Checkbox
                            aria-label={t("members.select", { name: m.name })}
                            checked={selected.has(m.id)}
                            disabled={readOnly}
                            onChange={(e) => toggle(m.id, e.currentTarget.checked)}
                          />
                        </Table.Td>
                      )}
                      <Table.Td ff="monospace">{m.memberId}</Table.Td>
                      <Table.Td>{m.name}</Table.Td>
                      <Table.Td>{m.gradeName ?? ""}</Table.Td>
                      <Table.Td>{m.hierarchyNames.join(" › ")}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </ListContent>
        <ListPager
          found={page.data}
          page={query.page}
          onChange={(p) => setQuery((q) => ({ ...q, page: p }))}
        />
        {removable && (
          <Group>
            <ActionButton
              color="red"
              variant="light"
              leftSection={<IconUserMinus size={16} />}
              disabled={selected.size === 0}
              loading={remove.isPending}
              onClick={removeSelected}
            >
              {t("members.remove", { count: selected.size })}
            </ActionButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
