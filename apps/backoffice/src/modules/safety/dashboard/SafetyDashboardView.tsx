import {
  formatDate,
  SAFETY_DASHBOARD_REFRESH_MS,
  type SafetyDashboard,
  type SafetyMilestone,
  SafetyState,
} from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  CloseButton,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconArrowLeft } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useLevelNames } from "../../hierarchy/level-names";
import { SendBadges } from "../SafetySendList";
import { DashboardActions } from "./DashboardActions";
import { DashboardBreakdown } from "./DashboardBreakdown";
import { DashboardPeople } from "./DashboardPeople";
import { type DashboardScope, dashboardApi, dashboardKeys } from "./dashboard-api";
import { formatElapsed } from "./format-elapsed";
import { DASHBOARD_NAMESPACE } from "./i18n";

const STATE_CARDS = [
  { state: SafetyState.SAFE, key: "safe", colour: "teal" },
  { state: SafetyState.MINOR_INJURY, key: "minorInjury", colour: "yellow" },
  { state: SafetyState.SERIOUS_INJURY, key: "seriousInjury", colour: "red" },
  { state: SafetyState.NO_CONTACT, key: "noContact", colour: "gray" },
] as const;

function Milestones({ items }: { items: SafetyMilestone[] }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  return (
    <Paper withBorder p="sm" component="section" aria-label={t("milestones")}>
      <Text size="sm" fw={600} mb={4}>
        {t("milestones")}
      </Text>
      <SimpleGrid cols={3}>
        {items.map((m) => (
          <div key={m.percent} data-testid={`milestone-${m.percent}`}>
            <Text size="xs" c="dimmed">
              {t("milestone", { percent: m.percent })}
            </Text>
            <Text fw={700} fz="lg" c={m.seconds === null ? "dimmed" : undefined}>
              {m.seconds === null ? t("notReached") : formatElapsed(m.seconds)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function Summary({ d }: { d: SafetyDashboard }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          {t("rate")}
        </Text>
        <Text fw={800} fz={56} lh={1.1} data-testid="answer-rate">
          {d.counts.answerRate.toFixed(1)}%
        </Text>
        <Progress value={d.counts.answerRate} size="lg" mt="xs" aria-hidden />
        <Text size="sm" mt={4}>
          {t("answered", d.counts)}　{t("read", d.counts)}
        </Text>
      </Paper>
      <SimpleGrid cols={2}>
        {STATE_CARDS.map((card) => (
          <Paper
            key={card.key}
            withBorder
            p="sm"
            bg={card.state === 3 && d.counts.seriousInjury > 0 ? "red.0" : undefined}
          >
            <Text size="sm" c={card.colour}>
              {SafetyState.label(card.state)}
            </Text>
            <Text fw={700} fz={32} data-testid={`count-${card.key}`}>
              {d.counts[card.key]}
              <Text span size="sm" fw={400}>
                人
              </Text>
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </SimpleGrid>
  );
}

/** The breadcrumb from the school down to the node shown, and the grade chosen. */
function ScopeBar({ d, go }: { d: SafetyDashboard; go: (next: Partial<DashboardScope>) => void }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const levels = useLevelNames();
  const crumbs = [{ code: "", name: t("school"), depth: 0 }, ...d.path];
  return (
    <Group gap="sm" wrap="wrap" aria-label={t("scope")}>
      <Breadcrumbs separator="›">
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <Text key={c.code || "root"} fw={700} size="sm" aria-current="page">
              {c.name}
            </Text>
          ) : (
            <Anchor
              key={c.code || "root"}
              component="button"
              type="button"
              size="sm"
              onClick={() => go({ node: c.code })}
            >
              {c.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
      {d.path.length > 0 && (
        <Text size="xs" c="dimmed">
          （{levels[d.path.length - 1]}）
        </Text>
      )}
      {d.grade && (
        <Group gap={2} bg="blue.0" px="xs" style={{ borderRadius: 4 }}>
          <Text size="sm">{d.grade.name}</Text>
          <CloseButton size="xs" aria-label={t("allGrades")} onClick={() => go({ grade: "" })} />
        </Group>
      )}
    </Group>
  );
}

/** 安否確認結果's live view of one send: refreshed every few seconds while open. */
export function SafetyDashboardView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const levels = useLevelNames();
  const [params, setParams] = useSearchParams();
  const scope: DashboardScope = { node: params.get("node") ?? "", grade: params.get("grade") ?? "" };
  const go = (next: Partial<DashboardScope>) => {
    const p = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) p.set(key, value);
      else p.delete(key);
    }
    setParams(p);
  };
  const query = useQuery({
    queryKey: dashboardKeys.one(id, scope),
    queryFn: ({ signal }) => dashboardApi.get(id, scope, signal),
    placeholderData: keepPreviousData,
    // Answers arrive by the second in an emergency: new ones show within 5 s without a reload.
    refetchInterval: SAFETY_DASHBOARD_REFRESH_MS,
  });
  const d = query.data;
  const depth = d ? d.path.length + 1 : 1;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={onBack}>
          {t("back")}
        </Button>
        {d && (
          <Text size="xs" c="dimmed">
            {t("live", { time: formatDate(d.generatedAt, "HH:mm:ss") })}
          </Text>
        )}
      </Group>
      {!d ? (
        <Loader size="sm" type="dots" />
      ) : (
        <>
          {d.send.isDrill && (
            <Alert color="orange" variant="filled" icon={<IconAlertTriangle />} data-testid="drill-banner">
              {t("drillBanner")}
            </Alert>
          )}
          <Stack gap={4}>
            <Title order={2} fz={{ base: 18, sm: 22 }}>
              {d.send.displayTitle}
            </Title>
            <SendBadges item={d.send} />
          </Stack>
          <DashboardActions send={d.send} scope={scope} />
          <ScopeBar d={d} go={go} />
          <Summary d={d} />
          <Milestones items={d.milestones} />
          <DashboardPeople lists={d.lists} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {/* The fifth level has nothing below it: only the grades are left to break down by. */}
            {depth <= levels.length && (
              <DashboardBreakdown
                title={t("byNode", { level: levels[depth - 1] })}
                empty={t("noBreakdown")}
                items={d.children.map((c) => ({
                  key: c.code ?? "-",
                  name: c.name,
                  counts: c.counts,
                  onOpen: c.code === null ? undefined : () => go({ node: c.code ?? "" }),
                }))}
              />
            )}
            <DashboardBreakdown
              title={t("byGrade")}
              empty={t("noBreakdown")}
              items={d.grades.map((g) => ({
                key: String(g.grade ?? "-"),
                name: g.name,
                counts: g.counts,
                onOpen: g.grade === null || d.grade ? undefined : () => go({ grade: String(g.grade) }),
              }))}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
