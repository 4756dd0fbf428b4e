import { FullPageLoader, notify, PageTitle } from "@gakumu/ui";
import { Stack } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchHealth, healthKeys, reportHealth } from "../../api/health-api";
import { ProblemPage } from "../../app/ProblemPage";
import { errorMessage } from "../../http/member-http";
import { HealthReportForm, type ReportInput } from "./HealthReportForm";

/** 体調 (/health): the logged-in member reports today's temperature and symptoms. */
export function HealthPage() {
  const client = useQueryClient();
  const view = useQuery({ queryKey: healthKeys.app, queryFn: ({ signal }) => fetchHealth(signal) });
  const report = useMutation({
    mutationFn: (input: ReportInput) => reportHealth(input),
    onSuccess: (saved) => {
      notify.success({
        message: saved.fever
          ? "報告しました。発熱があるため、無理をせず学校の指示に従ってください。"
          : "報告しました。",
      });
      void client.invalidateQueries({ queryKey: healthKeys.app });
    },
  });
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
    <Stack gap="sm">
      <PageTitle title="体調報告" />
      <HealthReportForm
        key={view.data.today?.recordedAt ?? "new"}
        view={view.data}
        busy={report.isPending}
        error={report.isError ? errorMessage(report.error) : null}
        onSubmit={(input) => report.mutate(input)}
      />
    </Stack>
  );
}
