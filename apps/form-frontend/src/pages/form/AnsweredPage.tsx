import { formatTokyoDateTime } from "@gakumu/form-view";
import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconEdit, IconHome, IconPencilPlus } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { isAnswerClosed } from "../../app/form-codes";
import { formPaths, mypagePath } from "../../app/paths";
import { openLoginModal } from "../../auth/login-modal-store";
import { updateAnswerFlow } from "../../session/answer-input";
import { type SessionForm, useFormSession } from "../../session/form-session";
import {
  type SentAnswer as DeviceSentAnswer,
  forgetSentAnswer,
  readSentAnswer,
} from "../../session/sent-answers";
import { AnswerSummary } from "./AnswerSummary";
import { useCurrentAnswer, useFormDefinition } from "./answer-queries";
import { FormPageFrame, WithRouteForm } from "./FormPageFrame";
import { Loading } from "./Loading";
import { needsLogin } from "./needs-login";

function SentAnswer({ sessionForm }: { sessionForm: SessionForm }) {
  const { t } = useTranslation("form");
  const definition = useFormDefinition(sessionForm.formId);
  const current = useCurrentAnswer(sessionForm.formId);
  if (definition.isPending || current.isLoading) return <Loading />;
  const answer = current.data;
  // Nothing sent yet (no answer, a draft, a remand): the form is still to be answered (spec §4).
  if (current.isSuccess && !isAnswerClosed(answer?.answerStatus))
    return <Navigate to={formPaths.answer(sessionForm.formId)} replace />;
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
            onClick={() => updateAnswerFlow(sessionForm.formId, { editingSent: true })}
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

/** What this device sent without login: its receipt number, and room for another person's answer. */
function SentOnThisDevice({ formId, sent }: { formId: number; sent: DeviceSentAnswer }) {
  const { t } = useTranslation("form");
  const navigate = useNavigate();
  const answerAgain = () => {
    forgetSentAnswer(formId);
    navigate(formPaths.answer(formId));
  };
  return (
    <Stack gap="sm" align="center">
      <Text size="sm">
        {t("answer.receiptNo")}：<strong data-testid="receipt-no">{sent.receiptNo}</strong>
      </Text>
      <Text size="sm">
        {t("answer.lastSubmittedAt")}：{formatTokyoDateTime(sent.sentAt)}
      </Text>
      <Button variant="light" size="md" leftSection={<IconPencilPlus size={18} />} onClick={answerAgain}>
        {t("answer.answerAgain")}
      </Button>
    </Stack>
  );
}

/**
 * A visitor who sent nothing from here has no answered form to see: the form is answered on the
 * answer screen, and one that needs an account opens the login, after which spec §4 routes by the
 * user's own answer.
 */
function NotAnsweredHere({ form }: { form: SessionForm }) {
  useEffect(() => {
    if (needsLogin(form)) openLoginModal("login");
  }, [form]);
  return <Navigate to={formPaths.answer(form.formId)} replace />;
}

/** /{formId}/answered (spec §2.2, §4): the sent answer, read only, and 「回答を修正する」 while allowed. */
export function AnsweredPage() {
  return <WithRouteForm>{(form) => <Answered form={form} />}</WithRouteForm>;
}

function Answered({ form }: { form: SessionForm }) {
  const { t } = useTranslation("form");
  const accessKey = useFormSession((s) => s.accessKey);
  const login = useFormSession((s) => s.login);
  const sent = login ? null : readSentAnswer(form.formId, accessKey);
  if (!login && !sent) return <NotAnsweredHere form={form} />;
  return (
    <FormPageFrame form={form} heading={t("form.answeredTitle")}>
      <Alert color="green" icon={<IconCircleCheck size={20} />} role="status">
        <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
          {t("form.answeredMessage")}
        </Text>
      </Alert>
      {login && <SentAnswer sessionForm={form} />}
      {sent && <SentOnThisDevice formId={form.formId} sent={sent} />}
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
  );
}
