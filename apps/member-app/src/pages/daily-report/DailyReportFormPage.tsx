import type { MemberReportForm } from "@gakumu/domain/daily-reports/daily-report-api";
import { FullPageLoader, notify, PageTitle } from "@gakumu/ui";
import { Alert, Anchor, Button, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { dailyReportKeys, fetchReportForm, submitReport } from "../../api/daily-report-api";
import { ProblemPage } from "../../app/ProblemPage";
import { errorMessage } from "../../http/member-http";

type Values = Record<string, string>;

const valuesOf = (form: MemberReportForm): Values =>
  Object.fromEntries(form.items.map((i) => [i.key, String(form.report?.answers[i.key] ?? "")]));

function ReportFields({
  form,
  values,
  onChange,
}: {
  form: MemberReportForm;
  values: Values;
  onChange: (v: Values) => void;
}) {
  const set = (key: string, value: string) => onChange({ ...values, [key]: value });
  const disabled = !form.editable;
  return (
    <Stack gap="sm">
      {form.items.map((item) => {
        const common = {
          label: item.label,
          required: item.required,
          disabled,
          value: values[item.key] ?? "",
        };
        if (item.kind === "LONG_TEXT")
          return (
            <Textarea
              key={item.key}
              {...common}
              autosize
              minRows={4}
              maxLength={2000}
              onChange={(e) => set(item.key, e.currentTarget.value)}
            />
          );
        if (item.kind === "CHOICE")
          return (
            <Radio.Group
              key={item.key}
              label={item.label}
              withAsterisk={item.required}
              value={values[item.key] ?? ""}
              onChange={(v) => set(item.key, v)}
            >
              <Stack gap={6} mt={4}>
                {item.choices.map((c) => (
                  <Radio key={c} value={c} label={c} disabled={disabled} />
                ))}
              </Stack>
            </Radio.Group>
          );
        return (
          <TextInput
            key={item.key}
            {...common}
            type={item.kind === "TIME" ? "time" : "text"}
            inputMode={item.kind === "NUMBER" ? "decimal" : undefined}
            rightSection={
              item.kind === "NUMBER" && item.unit ? <Text size="sm">{item.unit}</Text> : undefined
            }
            rightSectionWidth={item.unit ? 56 : undefined}
            maxLength={item.kind === "SHORT_TEXT" ? 100 : 20}
            onChange={(e) => set(item.key, e.currentTarget.value)}
          />
        );
      })}
    </Stack>
  );
}

/** One day's report: the form (while it can still be changed) and the staff's comments on it. */
export function DailyReportFormPage() {
  const params = useParams();
  const templateId = Number(params.templateId);
  const date = params.date ?? "";
  const client = useQueryClient();
  const [values, setValues] = useState<Values | null>(null);
  const [problem, setProblem] = useState("");
  const form = useQuery({
    queryKey: dailyReportKeys.form(templateId, date),
    queryFn: ({ signal }) => fetchReportForm(templateId, date, signal),
    retry: false,
  });
  const send = useMutation({
    mutationFn: (f: MemberReportForm) =>
      submitReport(templateId, date, {
        answers: Object.fromEntries(f.items.map((i) => [i.key, (values ?? valuesOf(f))[i.key] ?? ""])),
        ...(f.report ? { version: f.report.version } : {}),
      }),
    onSuccess: (next) => {
      setProblem("");
      client.setQueryData(dailyReportKeys.form(templateId, date), next);
      void client.invalidateQueries({ queryKey: dailyReportKeys.list });
      notify.success({ message: "日報を提出しました。" });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  if (form.isError)
    return (
      <ProblemPage
        title="日報を開けません"
        message={errorMessage(form.error)}
        onRetry={() => void form.refetch()}
      />
    );
  if (!form.data) return <FullPageLoader />;
  const f = form.data;
  const shown = values ?? valuesOf(f);
  return (
    <Stack gap="md">
      <PageTitle title={f.templateName} />
      <Anchor component={Link} to="/daily-reports" size="sm">
        ‹ 日報の一覧
      </Anchor>
      <Title order={2} fz="lg">
        {f.templateName}（{f.date.replaceAll("-", "/")}）
      </Title>
      {f.description && (
        <Text size="sm" c="dimmed">
          {f.description}
        </Text>
      )}
      {f.report && <Badge submittedAt={f.report.submittedAt} />}
      {!f.editable && <Alert color="gray">{f.lockedReason}</Alert>}
      {problem && <Alert color="red">{problem}</Alert>}
      <Paper withBorder p="md">
        <ReportFields form={f} values={shown} onChange={setValues} />
      </Paper>
      {f.editable && (
        <Button size="md" onClick={() => send.mutate(f)} loading={send.isPending}>
          {f.report ? "修正して提出" : "提出する"}
        </Button>
      )}
      {f.comments.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="md">
            先生からのコメント
          </Title>
          {f.comments.map((c) => (
            <Paper key={c.id} withBorder p="sm" bg="blue.0" data-testid="report-comment">
              <Text size="xs" c="dimmed">
                {c.authorName}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {c.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Badge({ submittedAt }: { submittedAt: string }) {
  const at = new Date(submittedAt).toLocaleString("ja-JP", {
    timeZone: "Asia/Tokyo",
    dateStyle: "short",
    timeStyle: "short",
  });
  return (
    <Text size="sm" c="teal">
      提出済み（{at}）
    </Text>
  );
}
