import type { SafetyPeopleList } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { at } from "../SafetySendList";
import { DASHBOARD_NAMESPACE } from "./i18n";

const LIST_COLOURS = { seriousInjury: "red", minorInjury: "yellow", noContact: "gray" } as const;
type ListKey = keyof typeof LIST_COLOURS;

/** One list of people to act on (重傷, 軽傷, 未回答) with a phone number to tap. */
function PeopleList({ kind, list }: { kind: ListKey; list: SafetyPeopleList }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const heading = t(`lists.${kind}`);
  return (
    <Paper withBorder p="sm" component="section" aria-label={heading}>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} fz="md">
            {heading}
          </Title>
          <Badge color={LIST_COLOURS[kind]} variant={kind === "seriousInjury" ? "filled" : "light"}>
            {list.total}人
          </Badge>
        </Group>
        {list.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("lists.none")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("person.name")}</Table.Th>
                  <Table.Th>{t("person.placement")}</Table.Th>
                  <Table.Th w={150}>{t("person.tel")}</Table.Th>
                  {kind !== "noContact" && <Table.Th w={140}>{t("person.answeredAt")}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.items.map((row) => (
                  <Table.Tr key={row.recipientId}>
                    <Table.Td>
                      <Text size="sm">{row.name}</Text>
                      <Text size="xs" c="dimmed">
                        {row.memberNo}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.placement}</Text>
                    </Table.Td>
                    <Table.Td>
                      {row.telNo ? (
                        <a href={`tel:${row.telNo.replace(/[^0-9+]/g, "")}`}>{row.telNo}</a>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t("person.noTel")}
                        </Text>
                      )}
                    </Table.Td>
                    {kind !== "noContact" && (
                      <Table.Td>
                        <Text size="sm">{at(row.answeredAt)}</Text>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.total > list.items.length && (
          <Text size="xs" c="dimmed">
            {t("lists.more", { count: list.total - list.items.length })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** 重傷 first: the people to call before anyone else. */
export function DashboardPeople({ lists }: { lists: Record<ListKey, SafetyPeopleList> }) {
  return (
    <Stack gap="sm">
      {(["seriousInjury", "minorInjury", "noContact"] as const).map((kind) => (
        <PeopleList key={kind} kind={kind} list={lists[kind]} />
      ))}
    </Stack>
  );
}
