import { formatTokyoDateTime } from "@gakumu/form-view";
import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconEdit, IconHome } from "@tabler/icons-react";
import { Link } from "react-router";
import { formPaths, mypagePath } from "../../app/paths";
import { type SessionForm, useFormSession } from "../../session/form-session";
import { AnswerSummary } from "./AnswerSummary";
import { useCurrentAnswer, useFormDefinition } from "./answer-queries";
import { FormPageFrame, WithRouteForm } from "./FormPageFrame";
import { Loading } from "./Loading";

function SentAnswer({ sessionForm }: { sessionForm: SessionForm }) {
  const { t } = useTranslation("form");
  const definition = useFormDefinition(sessionForm.formId);
  const current = useCurrentAnswer(sessionForm.formId);
  if (definition.isPending || current.isLoading) return <Loading />;
  const answer = current.data;
  if (!definition.data || !answer) return null;
  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {t("answer.sentAnswer")}
      </Title>
      <Group gap="lg">
        {answer.receiptNo !== null && (
          <Text size="sm">
            {t("answer.receiptNo")}：<strong data-testid="receipt-no">{answer.receiptNo}</strong>
          </Text>
        )}
        {answer.lastSubmittedAt && (
          <Text size="sm">
            {t("answer.lastSubmittedAt")}：{formatTokyoDateTime(answer.lastSubmittedAt)}
          </Text>
        )}
      </Group>
      <AnswerSummary form={definition.data} values={answer.values} />
      {answer.editable ? (
        <Stack gap={6} align="center">
          {answer.editDeadline && (
            <Text size="sm" c="dimmed">
              {t("answer.editDeadline", { deadline: formatTokyoDateTime(answer.editDeadline) })}
            </Text>
          )}
          <Button
            component={Link}
            to={formPaths.answer(sessionForm.formId)}
            size="md"
            leftSection={<IconEdit size={18} />}
          >
            {t("answer.edit")}
          </Button>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          {t("answer.notEditable")}
        </Text>
      )}
    </Stack>
  );
}

/** /{formId}/answered (spec §2.2, §4): the sent answer, read only, and 「回答を修正する」 while allowed. */
export function AnsweredPage() {
  const { t } = useTranslation("form");
  const accessKey = useFormSession((s) => s.accessKey);
  const login = useFormSession((s) => s.login);
  return (
    <WithRouteForm>
      {(form) => (
        <FormPageFrame form={form} heading={t("form.answeredTitle")}>
          <Alert color="green" icon={<IconCircleCheck size={20} />} role="status">
            <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
              {t("form.answeredMessage")}
            </Text>
          </Alert>
          {login && <SentAnswer sessionForm={form} />}
          <Group justify="center">
            <Button
              component={Link}
              to={mypagePath(accessKey)}
              size="md"
              variant="default"
              leftSection={<IconHome size={18} />}
            >
              {t("form.toMypage")}
            </Button>
          </Group>
        </FormPageFrame>
      )}
    </WithRouteForm>
  );
}
