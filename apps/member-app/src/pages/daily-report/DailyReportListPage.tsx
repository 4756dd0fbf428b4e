import { FullPageLoader, PageTitle } from "@gakumu/ui";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { dailyReportKeys, fetchDailyReports, fetchReportHistory } from "../../api/daily-report-api";
import { ProblemPage } from "../../app/ProblemPage";
import { errorMessage } from "../../http/member-http";

const slash = (date: string) => date.slice(5).replace("-", "/");

/** 日報: the reports to hand in (today and the days still open), then one's own with staff comments. */
export function DailyReportListPage() {
  const list = useQuery({
    queryKey: dailyReportKeys.list,
    queryFn: ({ signal }) => fetchDailyReports(signal),
  });
  const history = useQuery({
    queryKey: dailyReportKeys.history,
    queryFn: ({ signal }) => fetchReportHistory(signal),
  });
  if (list.isError)
    return (
      <ProblemPage
        title="日報を開けません"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <FullPageLoader />;
  return (
    <Stack gap="md">
      <PageTitle title="日報" />
      <Title order={2} fz="lg">
        日報
      </Title>
      {list.data.items.length === 0 && <Text c="dimmed">提出する日報はありません。</Text>}
      {list.data.items.map((item) => (
        <Card key={item.templateId} withBorder padding="sm">
          <Text fw={700}>{item.name}</Text>
          {item.description && (
            <Text size="sm" c="dimmed">
              {item.description}
            </Text>
          )}
          <Stack gap={6} mt="xs">
            {item.days.map((day) => (
              <Link
                key={day.date}
                to={`/daily-reports/${item.templateId}/${day.date}`}
                style={{ textDecoration: "none", color: "inherit" }}
                data-testid={`due-${item.templateId}-${day.date}`}
              >
                <Group justify="space-between">
                  <Text size="sm">
                    {day.date === list.data.today ? `今日（${slash(day.date)}）` : slash(day.date)}
                  </Text>
                  <Badge color={day.commented ? "blue" : day.submitted ? "teal" : "red"} variant="light">
                    {day.commented ? "コメントあり" : day.submitted ? "提出済み" : "未提出"}
                  </Badge>
                </Group>
              </Link>
            ))}
          </Stack>
        </Card>
      ))}
      {history.data && history.data.items.length > 0 && (
        <>
          <Title order={3} fz="md">
            提出した日報
          </Title>
          {history.data.items.map((r) => (
            <Card
              key={r.reportId}
              withBorder
              padding="sm"
              component={Link}
              to={`/daily-reports/${r.templateId}/${r.date}`}
              style={{ textDecoration: "none", color: "inherit" }}
            >
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {r.templateName}（{slash(r.date)}）
                </Text>
                {r.comments.length > 0 && <Badge variant="light">コメント {r.comments.length}件</Badge>}
              </Group>
              {r.comments.at(-1) && (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {r.comments.at(-1)?.authorName}：{r.comments.at(-1)?.body}
                </Text>
              )}
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}
