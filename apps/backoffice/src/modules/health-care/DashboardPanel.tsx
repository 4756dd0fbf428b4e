import type { HealthClassRow, HealthDashboard } from "@gakumu/domain";
import { formatDate } from "@gakumu/domain";
import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import {
  Alert,
  Badge,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { healthApi, healthKeys } from "./health-care-api";
import { HEALTH_CARE_NAMESPACE } from "./i18n";

function SchoolCounts({ board }: { board: HealthDashboard }) {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const s = board.school;
  const cards = [
    { key: "reported", label: t("reported"), value: `${s.reported} / ${s.members}`, color: "blue" },
    {
      key: "notReported",
      label: t("notReported"),
      value: Math.max(s.members - s.reported, 0),
      color: "gray",
    },
    { key: "fever", label: t("fever"), value: s.fever, color: "red" },
    { key: "withSymptoms", label: t("withSymptoms"), value: s.withSymptoms, color: "orange" },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {cards.map((c) => (
        <Paper key={c.key} withBorder p="sm" data-testid={`school-${c.key}`}>
          <Badge color={c.color} variant="light">
            {c.label}
          </Badge>
          <Text fz={28} fw={700}>
            {c.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function ClassTable({ rows, onPick }: { rows: HealthClassRow[]; onPick: (classCd: string) => void }) {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  return (
    <Table withTableBorder highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("className")}</Table.Th>
          <Table.Th>{t("reported")}</Table.Th>
          <Table.Th>{t("fever")}</Table.Th>
          <Table.Th>{t("withSymptoms")}</Table.Th>
          <Table.Th>{t("symptoms")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((c) => (
          <Table.Tr
            key={c.classCd}
            data-testid={`class-row-${c.classCd}`}
            data-flagged={c.flagged ? "true" : "false"}
            bg={c.flagged ? "red.0" : undefined}
            onClick={() => onPick(c.classCd)}
            style={{ cursor: "pointer" }}
          >
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {c.flagged && (
                  <Badge color="red" leftSection={<IconAlertTriangle size={12} />}>
                    {t("flagged")}
                  </Badge>
                )}
                <Text size="sm" fw={c.flagged ? 700 : 400}>
                  {c.className}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>
              {c.reported} / {c.members}
            </Table.Td>
            <Table.Td c={c.fever > 0 ? "red.8" : undefined} fw={c.fever > 0 ? 700 : 400}>
              {c.fever}
            </Table.Td>
            <Table.Td>{c.withSymptoms}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {c.symptoms.map((s) => (
                  <Badge key={s.symptomId} variant="light" color="orange">
                    {s.name} {s.count}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One day (today by default, refreshed every 10 seconds): the school, each class, the alerts. */
export function DashboardPanel(props: {
  date: string;
  onDate: (date: string) => void;
  onPickClass: (classCd: string) => void;
}) {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const board = useQuery({
    queryKey: healthKeys.dashboard(props.date),
    queryFn: ({ signal }) => healthApi.dashboard(props.date, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(props.date),
    refetchInterval: 10_000,
  });
  const data = board.data;
  return (
    <Stack gap="md">
      <ClampedDateInput label={t("date")} value={props.date} onChange={props.onDate} w={200} />
      {!data ? (
        <Loader size="sm" />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {data.spreadThreshold > 0
              ? t("thresholds", { fever: data.feverThreshold.toFixed(1), spread: data.spreadThreshold })
              : t("spreadOff", { fever: data.feverThreshold.toFixed(1) })}
          </Text>
          {data.alerts.length > 0 && (
            <Alert
              color="red"
              icon={<IconAlertTriangle />}
              title={t("alertsTitle")}
              data-testid="health-alerts"
            >
              <List size="sm">
                {data.alerts.map((a) => (
                  <List.Item key={`${a.classCd}-${a.kind}-${a.label}`}>
                    {formatDate(a.raisedAt, "HH:mm")}　{a.className}：
                    {a.kind === "FEVER"
                      ? t("alertFever", { threshold: data.feverThreshold.toFixed(1), count: a.count })
                      : t("alertSpread", { label: a.label, count: a.count })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Title order={3} fz="md">
            {t("schoolTitle")}
          </Title>
          <SchoolCounts board={data} />
          <Title order={3} fz="md">
            {t("classesTitle")}
          </Title>
          {data.classes.length === 0 ? (
            <Text c="dimmed">{t("noReports")}</Text>
          ) : (
            <ClassTable rows={data.classes} onPick={props.onPickClass} />
          )}
        </>
      )}
    </Stack>
  );
}
