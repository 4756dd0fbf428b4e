import { formatDate, HealthObservationSource } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Group, Loader, Pagination, Stack, Switch, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { healthApi, healthKeys } from "./health-care-api";
import { HEALTH_CARE_NAMESPACE } from "./i18n";

/** The day's reports (one class when chosen on the dashboard), fevers and symptoms first. */
export function ObservationList({ date, classCd }: { date: string; classCd: string }) {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: healthKeys.observations(date, classCd, onlyFlagged, page),
    queryFn: ({ signal }) => healthApi.observations({ date, classCd, onlyFlagged, page }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="sm">
      <Switch
        label={t("onlyFlagged")}
        checked={onlyFlagged}
        onChange={(e) => {
          setOnlyFlagged(e.currentTarget.checked);
          setPage(1);
        }}
      />
      {!list.data ? (
        <Loader size="sm" />
      ) : list.data.total === 0 ? (
        <Text c="dimmed">{t("listEmpty")}</Text>
      ) : (
        <>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("className")}</Table.Th>
                <Table.Th>{t("memberCode")}</Table.Th>
                <Table.Th>{t("member")}</Table.Th>
                <Table.Th>{t("temperature")}</Table.Th>
                <Table.Th>{t("symptoms")}</Table.Th>
                <Table.Th>{t("note")}</Table.Th>
                <Table.Th>{t("source")}</Table.Th>
                <Table.Th>{t("recordedAt")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>{o.className}</Table.Td>
                  <Table.Td>{o.memberCode}</Table.Td>
                  <Table.Td>{o.memberName}</Table.Td>
                  <Table.Td c={o.fever ? "red.8" : undefined} fw={o.fever ? 700 : 400}>
                    {o.temperature.toFixed(1)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {o.symptomNames.map((name) => (
                        <Badge key={name} variant="light" color="orange">
                          {name}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "pre-wrap" }}>{o.note}</Table.Td>
                  <Table.Td>{HealthObservationSource.label(o.source)}</Table.Td>
                  <Table.Td>{formatDate(o.recordedAt, "HH:mm")}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pagination
            total={Math.ceil(list.data.total / list.data.pageSize)}
            value={page}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
