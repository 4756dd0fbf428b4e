import type { SafetyCounts } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Anchor, Paper, Progress, Stack, Table, Text, Title } from "@mantine/core";
import { DASHBOARD_NAMESPACE } from "./i18n";

export interface BreakdownItem {
  key: string;
  name: string;
  counts: SafetyCounts;
  /** Opens this row's part (a node one level down, a grade); absent when there is nothing below. */
  onOpen?: () => void;
}

/** A table of parts (the level below, or the grades) with their rate and counts per state. */
export function DashboardBreakdown({
  title,
  items,
  empty,
}: {
  title: string;
  items: BreakdownItem[];
  empty: string;
}) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {title}
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("name")}</Table.Th>
                  <Table.Th w={170}>{t("rate")}</Table.Th>
                  <Table.Th w={60} ta="right">
                    {t("recipients")}
                  </Table.Th>
                  <Table.Th w={60} ta="right">
                    無事
                  </Table.Th>
                  <Table.Th w={60} ta="right">
                    軽傷
                  </Table.Th>
                  <Table.Th w={60} ta="right">
                    重傷
                  </Table.Th>
                  <Table.Th w={70} ta="right">
                    未回答
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.key}>
                    <Table.Td>
                      {item.onOpen ? (
                        <Anchor component="button" type="button" onClick={item.onOpen} ta="left">
                          {item.name}
                        </Anchor>
                      ) : (
                        item.name
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {item.counts.answerRate.toFixed(1)}%
                      </Text>
                      <Progress value={item.counts.answerRate} size="xs" aria-hidden />
                    </Table.Td>
                    <Table.Td ta="right">{item.counts.recipients}</Table.Td>
                    <Table.Td ta="right">{item.counts.safe}</Table.Td>
                    <Table.Td ta="right">{item.counts.minorInjury}</Table.Td>
                    <Table.Td
                      ta="right"
                      c={item.counts.seriousInjury > 0 ? "red" : undefined}
                      fw={item.counts.seriousInjury > 0 ? 700 : undefined}
                    >
                      {item.counts.seriousInjury}
                    </Table.Td>
                    <Table.Td ta="right">{item.counts.noContact}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
