import { useTranslation } from "@gakumu/ui";
import { Alert, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Navigate } from "react-router";
import { formPaths } from "../../app/paths";
import { openLoginModal } from "../../auth/login-modal-store";
import { formHttpErrorMessage } from "../../http/form-http";
import { readAnswerInput } from "../../session/answer-input";
import { formSession, type SessionForm, useFormSession } from "../../session/form-session";
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

function AnswerStep({ sessionForm }: { sessionForm: SessionForm }) {
  const formId = sessionForm.formId;
  const formUserId = useFormSession((s) => s.formUser?.formUserId ?? null);
  const definition = useFormDefinition(formId);
  const current = useCurrentAnswer(formId);
  const open = sessionForm.reception === "OPEN";

  // Arriving logged out at a form that needs an account: offer the login straight away.
  useEffect(() => {
    if (open && needsLogin(sessionForm) && !formSession.get().login) openLoginModal("login");
  }, [sessionForm, open]);

  const answer = current.data ?? null;
  let body: ReactNode;
  const failure = definition.error ?? current.error;
  if (failure) body = <LoadFailed error={failure} formId={formId} />;
  else if (!definition.data || current.isLoading) body = <Loading />;
  else if (answer && !answer.editable) return <Navigate to={formPaths.answered(formId)} replace />;
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
