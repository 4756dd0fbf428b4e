import type { ApplicantAnswer } from "@gakumu/domain/forms/answer-api";
import { useTranslation } from "@gakumu/ui";
import { Alert, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Navigate } from "react-router";
import { isAnswerClosed } from "../../app/form-codes";
import { formPaths } from "../../app/paths";
import { openLoginModal } from "../../auth/login-modal-store";
import { formHttpErrorMessage } from "../../http/form-http";
import { readAnswerFlow, readAnswerInput } from "../../session/answer-input";
import { formSession, type SessionForm, updateFormSession, useFormSession } from "../../session/form-session";
import { readSentAnswer } from "../../session/sent-answers";
import { useCurrentAnswer, useFormDefinition } from "./answer-queries";
import { FormPageFrame, WithRouteForm } from "./FormPageFrame";
import { Loading } from "./Loading";
import { needsLogin } from "./needs-login";

// The fields (@gakumu/form-view) are of no use before the form's definition arrives: their chunk is
// fetched from here, in parallel with the definition, so it costs no time and stays out of the
// screen's first load (issue 5: under 200 kB of gzipped JavaScript).
const editorChunk = import("./AnswerEditor");
const AnswerEditor = lazy(() => editorChunk.then((m) => ({ default: m.AnswerEditor })));

/** The form could not be loaded (e.g. unpublished while answering): why, and that the input is safe. */
function LoadFailed({ error, formId }: { error: unknown; formId: number }) {
  const { t } = useTranslation("form");
  const formUserId = useFormSession((s) => s.formUser?.formUserId ?? null);
  const kept = readAnswerInput(formId, formUserId) !== null;
  return (
    <Alert
      color="orange"
      icon={<IconAlertCircle size={20} />}
      title={t("answer.loadFailedTitle")}
      role="alert"
    >
      <Stack gap={6}>
        <Text size="sm">{formHttpErrorMessage(error)}</Text>
        {kept && <Text size="sm">{t("answer.keptLocally")}</Text>}
      </Stack>
    </Alert>
  );
}

/**
 * Spec §4: a sent answer (ANSWERED, FIXED) opens the answered screen, whichever way the user came
 * (a link reopened, a login found by the session check, a bookmark), unless they chose
 * 「回答を修正する」 there and the answer may still change.
 */
function leadsToAnswered(answer: ApplicantAnswer | null, formId: number): boolean {
  if (!answer || !isAnswerClosed(answer.answerStatus)) return false;
  return !(answer.editable && readAnswerFlow(formId).editingSent);
}

function AnswerStep({ sessionForm }: { sessionForm: SessionForm }) {
  const formId = sessionForm.formId;
  const login = useFormSession((s) => s.login);
  const formUserId = useFormSession((s) => s.formUser?.formUserId ?? null);
  const accessKey = useFormSession((s) => s.accessKey);
  const definition = useFormDefinition(formId);
  const current = useCurrentAnswer(formId);
  const open = sessionForm.reception === "OPEN";

  // Arriving logged out at a form that needs an account: offer the login straight away.
  useEffect(() => {
    if (open && needsLogin(sessionForm) && !formSession.get().login) openLoginModal("login");
  }, [sessionForm, open]);

  const answer = current.data ?? null;
  // The header's status follows the user's answer, also when the login was found after the link opened.
  const status = answer?.answerStatus ?? null;
  useEffect(() => {
    if (status !== null && formSession.get().form?.answer?.answerStatus !== status)
      updateFormSession({ form: { ...sessionForm, answer: { answerStatus: status } } });
  }, [status, sessionForm]);

  let body: ReactNode;
  const failure = definition.error ?? current.error;
  if (!login && readSentAnswer(formId, accessKey))
    return <Navigate to={formPaths.answered(formId)} replace />;
  if (failure) body = <LoadFailed error={failure} formId={formId} />;
  else if (!definition.data || current.isLoading) body = <Loading />;
  else if (answer && (!answer.editable || leadsToAnswered(answer, formId)))
    return <Navigate to={formPaths.answered(formId)} replace />;
  else
    body = (
      // A login remounts the editor, so it starts again from the user's own answer.
      <AnswerEditor
        key={formUserId ?? "visitor"}
        form={definition.data}
        sessionForm={sessionForm}
        current={answer}
      />
    );
  return (
    <FormPageFrame form={sessionForm}>
      <Suspense fallback={<Loading />}>{body}</Suspense>
    </FormPageFrame>
  );
}

/** /{formId}/answer (spec §2.2): the form's items to answer, kept on the device while typed. */
export function AnswerPage() {
  return <WithRouteForm>{(form) => <AnswerStep sessionForm={form} />}</WithRouteForm>;
}
