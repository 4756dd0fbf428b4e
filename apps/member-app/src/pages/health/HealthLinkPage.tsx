import { ErrorPage, FullPageLoader, notify, PageTitle } from "@gakumu/ui";
import { Box, Stack, Text, Title } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { healthKeys, openHealthLink, reportByHealthLink } from "../../api/health-api";
import { ProblemPage } from "../../app/ProblemPage";
import { errorMessage, MemberHttpError } from "../../http/member-http";
import { HealthReportForm, type ReportInput } from "./HealthReportForm";

/**
 * /app/member/health-link/:token: a member's personal web link (no login) for members without the
 * app. The same form as the app's 体調 screen.
 */
export function HealthLinkPage() {
  const key = useParams().token ?? "";
  const client = useQueryClient();
  const view = useQuery({ queryKey: healthKeys.link(key), queryFn: () => openHealthLink(key), retry: false });
  const report = useMutation({
    mutationFn: (input: ReportInput) => reportByHealthLink(key, input),
    onSuccess: () => {
      notify.success({ message: "報告しました。" });
      void client.invalidateQueries({ queryKey: healthKeys.link(key) });
    },
  });
  if (view.error instanceof MemberHttpError && view.error.status !== 0 && view.error.status < 500)
    return (
      <ErrorPage
        title="リンクが無効です"
        message={view.error.message}
        icon={<IconLinkOff size={34} stroke={1.5} />}
      />
    );
  if (view.isError)
    return (
      <ProblemPage
        title="体調報告を開けません"
        message={errorMessage(view.error)}
        onRetry={() => void view.refetch()}
      />
    );
  if (!view.data) return <FullPageLoader />;
  return (
    <Box p="md" maw={560} mx="auto">
      <PageTitle title="体調報告" />
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {view.data.organizationName}
        </Text>
        <Title order={1} fz="xl">
          {view.data.memberName} さんの体調報告
        </Title>
        <HealthReportForm
          key={view.data.today?.recordedAt ?? "new"}
          view={view.data}
          busy={report.isPending}
          error={report.isError ? errorMessage(report.error) : null}
          onSubmit={(input) => report.mutate(input)}
        />
      </Stack>
    </Box>
  );
}
