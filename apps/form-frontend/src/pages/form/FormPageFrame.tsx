import { PageTitle, useTranslation } from "@gakumu/ui";
import { Badge, Group, Paper, Stack, Title, VisuallyHidden } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { Navigate, useParams } from "react-router";
import {
  ANSWER_STATUS,
  ANSWER_STATUS_OUTLINE_COLOR,
  answerStatusLabel,
  receptionBadgeColor,
  receptionLabel,
} from "../../app/form-codes";
import { NOT_FOUND_PATH, parseFormId } from "../../app/paths";
import { type SessionForm, updateFormSession, useFormSession } from "../../session/form-session";

/** The session's form when the route's {formId} names it; null for any other id (no link for it). */
export function useRouteForm(): SessionForm | null {
  const { formId } = useParams();
  const form = useFormSession((s) => s.form);
  const id = parseFormId(formId);
  return form && id !== null && form.formId === id ? form : null;
}

export interface FormPageFrameProps {
  form: SessionForm;
  /** The step's own heading below the form title (e.g. 入力内容の確認). */
  heading?: string;
  children: ReactNode;
}

/**
 * Frame of the five form screens: the form title from the session, its reception state and the
 * user's answer status. Being on a form screen makes a login route back into the form (spec §4).
 */
export function FormPageFrame({ form, heading, children }: FormPageFrameProps) {
  const { t } = useTranslation("form");
  const login = useFormSession((s) => s.login);

  useEffect(() => {
    updateFormSession({ loginPage: "form" });
  }, []);

  const answerStatus = login ? (form.answer?.answerStatus ?? ANSWER_STATUS.UNANSWERED) : undefined;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <PageTitle title={heading ? `${heading} - ${form.title}` : form.title} />
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 20, sm: 24 }} style={{ wordBreak: "auto-phrase" }}>
            {form.title}
          </Title>
          <Group gap="xs">
            <Badge variant="outline" color={receptionBadgeColor(form.reception)} data-testid="reception">
              <VisuallyHidden>{t("form.reception")}: </VisuallyHidden>
              {receptionLabel(t, form.reception)}
            </Badge>
            {answerStatus !== undefined && (
              <Badge variant="outline" color={ANSWER_STATUS_OUTLINE_COLOR} data-testid="answer-status">
                <VisuallyHidden>{t("form.answerStatus")}: </VisuallyHidden>
                {answerStatusLabel(t, answerStatus)}
              </Badge>
            )}
          </Group>
        </Stack>
        {heading && (
          <Title order={2} fz={{ base: "lg", sm: "xl" }}>
            {heading}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** The route's form, or /not-found: without its link the form cannot be answered (spec §8.1). */
export function WithRouteForm({ children }: { children: (form: SessionForm) => ReactNode }) {
  const form = useRouteForm();
  if (!form) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <>{children(form)}</>;
}
