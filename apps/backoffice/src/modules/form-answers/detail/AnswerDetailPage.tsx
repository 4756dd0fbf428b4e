import { FormAnswerStatus } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Alert, Anchor, Grid, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconArrowBackUp, IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { AnswerStatusBadge } from "../AnswerStatusBadge";
import { correctable } from "../answer-status";
import { useAnswerPaths } from "../answers-paths";
import { ANSWERS_NAMESPACE } from "../i18n";
import { useAnswerDetail, useAnswerForm, useRefreshAnswers } from "../queries";
import { AnswerCorrection } from "./AnswerCorrection";
import { AnswerItems } from "./AnswerItems";
import { ApplicantPanel } from "./ApplicantPanel";
import { StatusActions } from "./StatusActions";
import { StatusHistory } from "./StatusHistory";

/**
 * 回答詳細: the answer item by item in form order (files as links, images as thumbnails), the
 * applicant, the status history, the status changes and the staff correction (修正).
 */
export function AnswerDetailPage({ formId, answerId }: { formId: number; answerId: number }) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const paths = useAnswerPaths();
  const detail = useAnswerDetail(formId, answerId);
  const form = useAnswerForm(formId);
  const refreshAll = useRefreshAnswers();
  const [editing, setEditing] = useState(false);
  const answer = detail.data;

  const reload = async () => {
    await Promise.all([detail.refetch(), refreshAll()]);
  };

  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={t("title.detail")} />
      <Anchor component={Link} to={paths.list(formId)} fz="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: "middle", marginRight: 4 }} />
        {t("detail.back")}
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Text fz="sm" c="dimmed">
            {form.data?.title ?? ""}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 20, sm: 24 }}>
              {answer?.receiptNo != null
                ? `${t("title.detail")}（${t("detail.receipt", { receiptNo: answer.receiptNo })}）`
                : t("title.detail")}
            </Title>
            {answer && <AnswerStatusBadge status={answer.answerStatus} />}
          </Group>
        </Stack>
        {answer && (
          <StatusActions
            answer={answer}
            onChanged={reload}
            onEdit={
              editing || !form.data || !correctable(answer.answerStatus) ? undefined : () => setEditing(true)
            }
          />
        )}
      </Group>
      {answer?.answerStatus === FormAnswerStatus.REMAND && answer.remandMessage && (
        <Alert color="orange" icon={<IconArrowBackUp size={18} />} title={t("detail.remandMessage")}>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {answer.remandMessage}
          </Text>
        </Alert>
      )}
      {!answer || form.isPending ? (
        detail.isError ? null : (
          <Loader size="sm" type="dots" />
        )
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            {!form.data ? (
              <Alert color="red">{t("detail.formMissing")}</Alert>
            ) : editing ? (
              <AnswerCorrection
                key={answer.version}
                form={form.data}
                answer={answer}
                onDone={async () => {
                  setEditing(false);
                  await reload();
                }}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <AnswerItems form={form.data} answer={answer} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="md">
              <ApplicantPanel answer={answer} />
              <StatusHistory history={answer.history} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
