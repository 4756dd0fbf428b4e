import type { AnswerValue } from "@gakumu/domain/forms/answer-types";
import type { SurveyAnswerView } from "@gakumu/domain/surveys/survey-api";
import { Alert, Button, Paper, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useState } from "react";
import type { AnswerErrors } from "./answer-errors";
import { FormAnswerFields } from "./FormAnswerFields";
import { formatTokyoDateTime } from "./FormIntro";
import { useFormViewTranslation } from "./i18n";
import type { AnswerServices } from "./inputs/input-props";
import { RichText } from "./RichText";

export interface SurveyAnswerFormProps extends AnswerServices {
  view: SurveyAnswerView;
  busy: boolean;
  /** The server's messages by question key (answerErrorsOf over the 400's details). */
  errors?: AnswerErrors;
  onSubmit: (answers: Record<string, unknown>) => void;
}

/**
 * A survey's answer screen, the same in the member app and at the public /survey-answer: the
 * description, the deadline, and the questions drawn by FormAnswerFields as the form items they
 * overlap with (conditional questions appear as the answers make them apply). After the deadline the
 * saved answer is shown read-only with the reason.
 */
export function SurveyAnswerForm({ view, busy, errors, onSubmit, ...services }: SurveyAnswerFormProps) {
  const { t } = useFormViewTranslation();
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...(view.answer ?? {}) }));
  const onChange = (key: string, value: AnswerValue) => setValues((v) => ({ ...v, [key]: value }));
  const hasErrors = errors !== undefined && Object.keys(errors).length > 0;
  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {t("survey.deadline", { deadline: formatTokyoDateTime(view.deadline) })}
      </Text>
      {view.bodyHtml && (
        <Paper withBorder p="sm">
          <RichText html={view.bodyHtml} />
        </Paper>
      )}
      {view.anonymous && (
        <Text size="sm" c="dimmed">
          {t("survey.anonymous")}
        </Text>
      )}
      {!view.open ? (
        <Alert color="gray" icon={<IconLock size={18} />}>
          {t("survey.closed")}
        </Alert>
      ) : (
        view.answeredAt && (
          <Alert color="blue" variant="light">
            {t("survey.answered", { at: formatTokyoDateTime(view.answeredAt) })}
          </Alert>
        )
      )}
      {hasErrors && <Alert color="red">{t("survey.fixErrors")}</Alert>}
      <FormAnswerFields
        form={view.form}
        values={values}
        onChange={onChange}
        errors={errors}
        readOnly={!view.open}
        sectionHeadingOrder={2}
        {...services}
      />
      {view.open && (
        <Button fullWidth size="md" loading={busy} onClick={() => onSubmit(values)}>
          {view.answeredAt ? t("survey.change") : t("survey.submit")}
        </Button>
      )}
    </Stack>
  );
}
