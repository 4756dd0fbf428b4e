import "../../i18n/domain-locale";
import { evaluateAnswers } from "@gakumu/domain/forms/answer-schema";
import type { PublicForm } from "@gakumu/domain/forms/public-form";
import { answerErrorsOf } from "@gakumu/form-view";
import { notify, useTranslation } from "@gakumu/ui";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { answerApi } from "../../api/answer-api";
import { formPaths } from "../../app/paths";
import { FormHttpError, notifyFormHttpError } from "../../http/form-http";
import {
  clearAnswerInput,
  readAnswerFlow,
  readAnswerInput,
  updateAnswerFlow,
} from "../../session/answer-input";
import { formSession, type SessionForm, updateFormSession, useFormSession } from "../../session/form-session";
import { rememberSentAnswer } from "../../session/sent-answers";
import { AnswerSummary } from "./AnswerSummary";
import { useFormDefinition } from "./answer-queries";
import { FormPageFrame, WithRouteForm } from "./FormPageFrame";
import { Loading } from "./Loading";
import { newSubmissionToken } from "./submission-token";

function ConfirmStep({ sessionForm, form }: { sessionForm: SessionForm; form: PublicForm }) {
  const { t } = useTranslation("form");
  const navigate = useNavigate();
  const formUserId = useFormSession((s) => s.formUser?.formUserId ?? null);
  const formId = form.formId;
  const [values] = useState(() => readAnswerInput(formId, formUserId)?.values ?? null);
  const [sending, setSending] = useState(false);
  if (values === null) return <Navigate to={formPaths.answer(formId)} replace />;
  const checked = evaluateAnswers(
    form.sections.flatMap((s) => s.items),
    values,
  );
  if (checked.issues.length > 0) {
    updateAnswerFlow(formId, { errors: answerErrorsOf(checked.issues) });
    return <Navigate to={formPaths.answer(formId)} replace />;
  }

  const send = async () => {
    const flow = readAnswerFlow(formId);
    // One token per visit of this step: a second tap or a retry after a lost reply sends the same one.
    const submissionToken =
      flow.submissionToken ??
      updateAnswerFlow(formId, { submissionToken: newSubmissionToken() }).submissionToken!;
    setSending(true);
    try {
      const result = await answerApi.submit({
        formId,
        values: checked.values,
        ...(flow.version ? { version: flow.version } : {}),
        submissionToken,
      });
      clearAnswerInput(formId);
      const { accessKey, login } = formSession.get();
      if (!login && accessKey) rememberSentAnswer(formId, accessKey, result.receiptNo);
      updateAnswerFlow(formId, {
        submissionToken: undefined,
        errors: undefined,
        editingSent: undefined,
        version: result.version,
        result: {
          receiptNo: result.receiptNo,
          answerStatus: result.answerStatus,
          mailQueued: result.mailQueued,
        },
      });
      updateFormSession({ form: { ...sessionForm, answer: { answerStatus: result.answerStatus } } });
      notify.success({ message: t("answer.submitted") });
      navigate(formPaths.answerComplete(formId), { replace: true });
    } catch (error) {
      setSending(false);
      if (error instanceof FormHttpError && error.status === 400) {
        // The server's item messages go back to the items; the typed input is still kept.
        const errors = answerErrorsOf(error.details.map((d) => ({ path: d.path, message: d.message })));
        updateAnswerFlow(formId, { errors });
        notify.danger({ message: error.serverMessage || t("answer.submitFailed") });
        navigate(formPaths.answer(formId), { replace: true });
        return;
      }
      // Closed, unpublished, someone else's newer version…: the message, and the input stays kept.
      notifyFormHttpError(error);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
        {t("form.confirmLead")}
      </Text>
      <AnswerSummary form={form} values={checked.values} />
      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to={formPaths.answer(formId)}
          variant="default"
          size="md"
          leftSection={<IconArrowLeft size={18} />}
        >
          {t("form.backToAnswer")}
        </Button>
        <Button size="md" onClick={send} loading={sending} leftSection={<IconSend size={18} />}>
          {t("answer.submit")}
        </Button>
      </Group>
    </Stack>
  );
}

function ConfirmScreen({ sessionForm }: { sessionForm: SessionForm }) {
  const { t } = useTranslation("form");
  const definition = useFormDefinition(sessionForm.formId);
  if (definition.error) return <Navigate to={formPaths.answer(sessionForm.formId)} replace />;
  return (
    <FormPageFrame form={sessionForm} heading={t("form.confirmTitle")}>
      {definition.data ? <ConfirmStep sessionForm={sessionForm} form={definition.data} /> : <Loading />}
    </FormPageFrame>
  );
}

/** /{formId}/answer-confirm (spec §2.2): the answer as it will be sent, and 「送信する」. */
export function AnswerConfirmPage() {
  return <WithRouteForm>{(form) => <ConfirmScreen sessionForm={form} />}</WithRouteForm>;
}
