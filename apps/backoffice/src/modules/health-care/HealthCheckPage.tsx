import { formatDate } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Badge, CloseButton, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { DashboardPanel } from "./DashboardPanel";
import { healthApi, healthKeys } from "./health-care-api";
import { HEALTH_CARE_NAMESPACE } from "./i18n";
import { ObservationExport } from "./ObservationExport";
import { ObservationList } from "./ObservationList";
import { StaffEntryForm } from "./StaffEntryForm";
import { TrendsPanel } from "./TrendsPanel";

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * 体調報告一覧 (menu health-check): the day's dashboard, trends, the list and staff entry. A staff
 * notice links here with ?date=…&classCd=…, which opens that day with the class chosen.
 */
export function HealthCheckPage() {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const [params] = useSearchParams();
  const [date, setDate] = useState(() => {
    const asked = params.get("date");
    return isDate(asked) ? asked : formatDate(new Date(), "yyyy-MM-dd");
  });
  const [classCd, setClassCd] = useState(params.get("classCd") ?? "");
  const [tab, setTab] = useState<string | null>("dashboard");
  const board = useQuery({
    queryKey: healthKeys.dashboard(date),
    queryFn: ({ signal }) => healthApi.dashboard(date, signal),
    enabled: isDate(date),
  });
  const className =
    classCd === ""
      ? t("allClasses")
      : (board.data?.classes.find((c) => c.classCd === classCd)?.className ?? classCd);
  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={t("checkTitle")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("checkTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("checkLead")}
      </Text>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="dashboard">{t("tabDashboard")}</Tabs.Tab>
          <Tabs.Tab value="trends">{t("tabTrends")}</Tabs.Tab>
          <Tabs.Tab value="list">{t("tabList")}</Tabs.Tab>
          <Tabs.Tab value="entry">{t("tabEntry")}</Tabs.Tab>
        </Tabs.List>
        {(tab === "trends" || tab === "list") && (
          <Group gap="xs" pt="md">
            <Badge variant="light" size="lg">
              {formatDate(date, "yyyy/MM/dd")}　{className}
            </Badge>
            {classCd !== "" && <CloseButton aria-label={t("allClasses")} onClick={() => setClassCd("")} />}
          </Group>
        )}
        <Tabs.Panel value="dashboard" pt="md">
          <DashboardPanel
            date={date}
            onDate={setDate}
            onPickClass={(cd) => {
              setClassCd(cd);
              setTab("list");
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="trends" pt="md">
          <TrendsPanel until={date} classCd={classCd} className={className} />
        </Tabs.Panel>
        <Tabs.Panel value="list" pt="md">
          <Stack gap="md">
            <ObservationList date={date} classCd={classCd} />
            <ObservationExport key={date} date={date} classCd={classCd} className={className} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="entry" pt="md">
          <StaffEntryForm />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
