import { type DailyReportDay, formatDate } from "@gakumu/domain";
import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ExportProgress } from "../../app/exports/ExportProgress";
import { useExportDownload } from "../../app/exports/use-export-download";
import { dailyReportApi, dailyReportKeys } from "./daily-reports-api";
import { DAILY_REPORT_EXPORT_TEXTS, DAILY_REPORT_NAMESPACE } from "./i18n";
import { MemberHistoryModal } from "./MemberHistoryModal";
import { ReportModal } from "./ReportModal";

const todayInTokyo = () => formatDate(new Date(), "yyyy-MM-dd");
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

function GroupCounts({ day }: { day: DailyReportDay }) {
  const { t } = useTranslation(DAILY_REPORT_NAMESPACE);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
      {day.groups.map((g) => (
        <Paper key={g.code} withBorder p="xs">
          <Group justify="space-between" gap={4}>
            <Text size="sm" fw={600}>
              {g.name}
            </Text>
            <Text size="sm">
              {g.submitted} / {g.total}
            </Text>
          </Group>
          <Progress
            value={g.total === 0 ? 0 : (g.submitted / g.total) * 100}
            size="sm"
            mt={4}
            aria-label={t("byGroup")}
          />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** 提出状況: one report's day, who of its target has and has not submitted, by class. */
export function DayPanel({ templates }: { templates: { id: number; name: string }[] }) {
  const { t } = useTranslation(DAILY_REPORT_NAMESPACE);
  const [templateId, setTemplateId] = useState<number>(templates[0]?.id ?? 0);
  const [date, setDate] = useState(todayInTokyo);
  const [node, setNode] = useState("");
  const [from, setFrom] = useState(() => `${todayInTokyo().slice(0, 8)}01`);
  const [to, setTo] = useState(todayInTokyo);
  const [openReport, setOpenReport] = useState<number | null>(null);
  const [historyOf, setHistoryOf] = useState<{ id: number; name: string } | null>(null);
  const exporter = useExportDownload(DAILY_REPORT_EXPORT_TEXTS);
  const day = useQuery({
    queryKey: dailyReportKeys.day(templateId, date, node),
    queryFn: ({ signal }) => dailyReportApi.day(templateId, date, node, signal),
    enabled: templateId > 0 && isDate(date),
  });
  const d = day.data;
  const exportAs = (format: "Excel" | "Csv") =>
    exporter.run((o) => dailyReportApi.exportFile(templateId, { format, from, to }, o));
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t("template")}
          data={templates.map((x) => ({ value: String(x.id), label: x.name }))}
          value={String(templateId)}
          onChange={(v) => v && setTemplateId(Number(v))}
          allowDeselect={false}
          w={260}
        />
        <ClampedDateInput label={t("date")} value={date} onChange={setDate} w={180} />
        <Select
          label={t("node")}
          data={[
            { value: "", label: t("allNodes") },
            ...(d?.groups ?? []).map((g) => ({ value: g.code, label: g.name })),
          ]}
          value={node}
          onChange={(v) => setNode(v ?? "")}
          allowDeselect={false}
          w={260}
        />
      </Group>
      {!d ? (
        <Loader size="sm" />
      ) : (
        <>
          {!d.due && <Alert color="gray">{t("notDue", { note: d.dayNote })}</Alert>}
          <Group gap="md">
            <Badge size="lg" color="teal" variant="light">
              {t("submittedCount", { submitted: d.submitted, total: d.total })}
            </Badge>
            <Badge size="lg" color="red" variant="light">
              {t("notSubmittedCount", { count: d.total - d.submitted })}
            </Badge>
          </Group>
          <GroupCounts day={d} />
          {d.rows.length === 0 ? (
            <Text c="dimmed">{t("nobody")}</Text>
          ) : (
            <Table striped highlightOnHover withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("memberCd")}</Table.Th>
                  <Table.Th>{t("name")}</Table.Th>
                  <Table.Th>{t("group")}</Table.Th>
                  <Table.Th>{t("state")}</Table.Th>
                  <Table.Th>{t("submittedAt")}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.rows.map((r) => (
                  <Table.Tr key={r.memberId} data-testid={`roster-${r.memberCd}`}>
                    <Table.Td>{r.memberCd}</Table.Td>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.groupName}</Table.Td>
                    <Table.Td>
                      {r.reportId === null ? (
                        <Badge color="red" variant="light">
                          {t("notSubmitted")}
                        </Badge>
                      ) : (
                        <Group gap={4}>
                          <Badge color="teal" variant="light">
                            {t("submitted")}
                          </Badge>
                          {r.commentCount > 0 && (
                            <Badge color="blue" variant="light">
                              {t("commented")}
                            </Badge>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>{r.submittedAt ? formatDate(r.submittedAt, "yyyy/MM/dd HH:mm") : ""}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {r.reportId !== null && (
                          <Button size="xs" onClick={() => setOpenReport(r.reportId)}>
                            {t("open")}
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setHistoryOf({ id: r.memberId, name: r.name })}
                        >
                          {t("history")}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
      <Paper withBorder p="sm">
        <Group align="flex-end" wrap="wrap">
          <ClampedDateInput label={t("exportFrom")} value={from} onChange={setFrom} w={180} />
          <ClampedDateInput label={t("exportTo")} value={to} onChange={setTo} w={180} />
          <Button
            variant="default"
            disabled={exporter.jobId !== null || templateId === 0}
            onClick={() => exportAs("Excel")}
          >
            {t("download.button")}（{t("download.excel")}）
          </Button>
          <Button
            variant="default"
            disabled={exporter.jobId !== null || templateId === 0}
            onClick={() => exportAs("Csv")}
          >
            {t("download.button")}（{t("download.csv")}）
          </Button>
        </Group>
        <ExportProgress catalogue={DAILY_REPORT_EXPORT_TEXTS} download={exporter} />
      </Paper>
      {openReport !== null && <ReportModal id={openReport} onClose={() => setOpenReport(null)} />}
      {historyOf && (
        <MemberHistoryModal member={historyOf} onOpen={setOpenReport} onClose={() => setHistoryOf(null)} />
      )}
    </Stack>
  );
}
