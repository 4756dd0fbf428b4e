import { type DailySafetyDay, formatDate, type SafetyCounts } from "@gakumu/domain";
import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import {
  Alert,
  Badge,
  Group,
  Loader,
  Pagination,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { dailySafetyApi, dailySafetyKeys } from "./daily-safety-api";
import { DAILY_SAFETY_NAMESPACE } from "./i18n";
import { dayLabel } from "./SchoolDaysPanel";

const at = (iso: string | null) => (iso ? formatDate(iso, "HH:mm") : "");

const STATES = [
  { key: "safe", label: "無事", color: "teal" },
  { key: "minorInjury", label: "軽傷", color: "orange" },
  { key: "seriousInjury", label: "重傷", color: "red" },
  { key: "noContact", label: "未回答", color: "gray" },
] as const satisfies readonly { key: keyof SafetyCounts; label: string; color: string }[];

function CountsView({ counts }: { counts: SafetyCounts }) {
  const { t } = useTranslation(DAILY_SAFETY_NAMESPACE);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>
          {t("answerRate")} {counts.answerRate}%
        </Text>
        <Text size="sm" c="dimmed">
          {t("answered")} {counts.answered} / {t("recipients")} {counts.recipients}
        </Text>
      </Group>
      <Progress value={counts.answerRate} size="lg" aria-label={t("answerRate")} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {STATES.map((s) => (
          <Paper key={s.key} withBorder p="sm" data-testid={`count-${s.key}`}>
            <Badge color={s.color} variant="light">
              {s.label}
            </Badge>
            <Text fz={28} fw={700}>
              {counts[s.key]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function DayCard({ day }: { day: DailySafetyDay }) {
  const { t } = useTranslation(DAILY_SAFETY_NAMESPACE);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={3} fz="lg">
            {dayLabel(day.date)}
          </Title>
          {day.dayNote && <Badge variant="outline">{day.dayNote}</Badge>}
          {day.sentAt && (
            <Text size="sm" c="dimmed">
              {t("sentAt")} {at(day.sentAt)}
              {day.remindedAt &&
                `　${t("remindedAt")} ${at(day.remindedAt)}（${t("reminderCount", { count: day.reminderCount ?? 0 })}）`}
            </Text>
          )}
        </Group>
        {day.counts ? (
          <CountsView counts={day.counts} />
        ) : (
          <Alert color="gray" variant="light">
            {!day.schoolDay ? t("notSchoolDay") : day.outcome === "NOBODY" ? t("nobody") : t("notSent")}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** One day's answers (today by default, refreshed every 5 seconds) and the days sent so far. */
export function DayDashboard() {
  const { t } = useTranslation(DAILY_SAFETY_NAMESPACE);
  const [date, setDate] = useState(() => formatDate(new Date(), "yyyy-MM-dd"));
  const [page, setPage] = useState(1);
  const day = useQuery({
    queryKey: dailySafetyKeys.day(date),
    queryFn: ({ signal }) => dailySafetyApi.day(date, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    refetchInterval: 5000,
  });
  const days = useQuery({
    queryKey: dailySafetyKeys.days(page),
    queryFn: ({ signal }) => dailySafetyApi.days(page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <ClampedDateInput label={t("date")} value={date} onChange={setDate} w={200} />
      {day.data ? <DayCard day={day.data} /> : <Loader size="sm" />}
      <Title order={3} fz="md">
        {t("daysTitle")}
      </Title>
      {!days.data ? (
        <Loader size="sm" />
      ) : days.data.total === 0 ? (
        <Text c="dimmed">{t("daysEmpty")}</Text>
      ) : (
        <>
          <Table striped highlightOnHover withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("date")}</Table.Th>
                <Table.Th>{t("answerRate")}</Table.Th>
                <Table.Th>{t("recipients")}</Table.Th>
                {STATES.map((s) => (
                  <Table.Th key={s.key}>{s.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.data.items.map((d) => (
                <Table.Tr key={d.date} onClick={() => setDate(d.date)} style={{ cursor: "pointer" }}>
                  <Table.Td>{dayLabel(d.date)}</Table.Td>
                  <Table.Td>{d.counts ? `${d.counts.answerRate}%` : t("nobody")}</Table.Td>
                  <Table.Td>{d.counts?.recipients ?? 0}</Table.Td>
                  {STATES.map((s) => (
                    <Table.Td key={s.key}>{d.counts?.[s.key] ?? 0}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pagination
            total={Math.ceil(days.data.total / days.data.pageSize)}
            value={page}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
