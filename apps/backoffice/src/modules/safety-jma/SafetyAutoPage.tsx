import { formatDate, SAFETY_AUTO_DECISION_LABELS, type SafetyAutoLogItem } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Alert, Badge, Loader, Pagination, Stack, Table, Tabs, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SAFETY_JMA_NAMESPACE } from "./i18n";
import { RuleForm } from "./RuleForm";
import { StaffAlertSection } from "./StaffAlertSection";
import { safetyJmaApi, safetyJmaKeys } from "./safety-jma-api";
import { SAFETY_ALERTS_NAMESPACE } from "./staff-alerts-i18n";

const at = (iso: string | null) => (iso ? formatDate(iso, "yyyy/MM/dd HH:mm") : "");

const DECISION_COLORS: Record<SafetyAutoLogItem["decision"], string> = {
  SCHEDULED: "yellow",
  SENT: "red",
  AFTERSHOCK: "orange",
  CANCELED: "gray",
  CANCEL_REPORT: "gray",
  IGNORED: "blue",
};

function FeedStatus() {
  const { t } = useTranslation(SAFETY_JMA_NAMESPACE);
  const feed = useQuery({ queryKey: safetyJmaKeys.feed, queryFn: ({ signal }) => safetyJmaApi.feed(signal) });
  if (!feed.data) return null;
  const { lastPolledAt, lastError, documentCount, recentErrors } = feed.data;
  return (
    <Alert color={lastError ? "red" : "gray"} title={t("feed")}>
      <Text size="sm">
        {t("lastPolled")}：{at(lastPolledAt) || t("none")} ／ {t("documents")}：{documentCount}
      </Text>
      {lastError && (
        <Text size="sm">
          {t("lastError")}：{lastError}
        </Text>
      )}
      {recentErrors.slice(0, 3).map((e) => (
        <Text size="xs" c="dimmed" key={`${e.at}${e.url}`}>
          {at(e.at)} {e.message}
        </Text>
      ))}
    </Alert>
  );
}

function DecisionLog() {
  const { t } = useTranslation(SAFETY_JMA_NAMESPACE);
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: safetyJmaKeys.log(page),
    queryFn: ({ signal }) => safetyJmaApi.log(page, signal),
    placeholderData: keepPreviousData,
  });
  if (!log.data) return <Loader />;
  if (log.data.total === 0) return <Text c="dimmed">{t("logEmpty")}</Text>;
  return (
    <Stack>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("decidedAt")}</Table.Th>
            <Table.Th>{t("info")}</Table.Th>
            <Table.Th>{t("scale")}</Table.Th>
            <Table.Th>{t("areas")}</Table.Th>
            <Table.Th>{t("decision")}</Table.Th>
            <Table.Th>{t("reason")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{at(item.decidedAt)}</Table.Td>
              <Table.Td>
                {item.title}（{item.infoType}
                {item.status !== "通常" ? `・${item.status}` : ""}）
              </Table.Td>
              <Table.Td>{item.maxIntensityLabel ?? ""}</Table.Td>
              <Table.Td>{item.areaNames.join("、")}</Table.Td>
              <Table.Td>
                <Badge color={DECISION_COLORS[item.decision]} variant="light">
                  {SAFETY_AUTO_DECISION_LABELS[item.decision]}
                </Badge>
              </Table.Td>
              <Table.Td>{item.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Pagination total={Math.ceil(log.data.total / log.data.pageSize)} value={page} onChange={setPage} />
    </Stack>
  );
}

/** 自動配信設定: the JMA rule of this organisation and what each JMA report decided. */
export function SafetyAutoPage() {
  const { t } = useTranslation(SAFETY_JMA_NAMESPACE);
  const alerts = useTranslation(SAFETY_ALERTS_NAMESPACE).t;
  const rule = useQuery({ queryKey: safetyJmaKeys.rule, queryFn: ({ signal }) => safetyJmaApi.rule(signal) });
  const options = useQuery({
    queryKey: safetyJmaKeys.options,
    queryFn: ({ signal }) => safetyJmaApi.options(signal),
  });
  return (
    <Stack>
      <PageTitle title={t("title")} />
      <Text size="sm">{t("lead")}</Text>
      <FeedStatus />
      <Tabs defaultValue="rule">
        <Tabs.List>
          <Tabs.Tab value="rule">{t("tabRule")}</Tabs.Tab>
          <Tabs.Tab value="alerts">{alerts("tab")}</Tabs.Tab>
          <Tabs.Tab value="log">{t("tabLog")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rule" pt="md">
          {rule.data && options.data ? <RuleForm rule={rule.data} options={options.data} /> : <Loader />}
        </Tabs.Panel>
        <Tabs.Panel value="alerts" pt="md">
          <StaffAlertSection staff={options.data?.staff} />
        </Tabs.Panel>
        <Tabs.Panel value="log" pt="md">
          <DecisionLog />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
