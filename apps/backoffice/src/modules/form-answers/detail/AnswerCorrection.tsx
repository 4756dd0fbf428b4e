import type { AnswerDetail, FormFileValue, PublicForm } from "@gakumu/domain";
import { type AnswerErrors, answerErrorsOf, FormAnswerFields } from "@gakumu/form-view";
import { notify, useTranslation, useUnsavedChangesGuard } from "@gakumu/ui";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { type FormEvent, useCallback, useMemo, useState } from "react";
import { ActionButton } from "../../../app/ActionButton";
import { EditFields } from "../../../app/EditFields";
import { HttpError, notifyHttpError } from "../../../app/http";
import { postalCodesApi } from "../../postal-codes/postal-codes-api";
import { answersApi } from "../answers-api";
import { ANSWERS_NAMESPACE } from "../i18n";
import { buildCorrection, changedFrom } from "./correction-model";

interface Props {
  form: PublicForm;
  answer: AnswerDetail;
  /** Saved (or a conflict): reload the answer and leave the correction. */
  onDone: () => Promise<unknown>;
  onCancel: () => void;
}

/**
 * 修正: staff correct the answer in the applicant's own fields (the shared renderer of
 * @gakumu/form-view), checked by the same rules; files can be removed but not added (staff do not
 * upload). Saving names the version read: a 409 means someone changed it meanwhile (→ reload).
 */
export function AnswerCorrection({ form, answer, onDone, onCancel }: Props) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const [values, setValues] = useState<Record<string, unknown>>(answer.values);
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [saving, setSaving] = useState(false);
  const items = useMemo(() => form.sections.flatMap((s) => s.items), [form]);
  useUnsavedChangesGuard(changedFrom(answer.values, values) && !saving);

  const onChange = useCallback((itemKey: string, value: unknown) => {
    setValues((prev) => ({ ...prev, [itemKey]: value }));
    setErrors((prev) => {
      if (!Object.keys(prev).some((k) => k === itemKey || k.startsWith(`${itemKey}.`))) return prev;
      return Object.fromEntries(
        Object.entries(prev).filter(([k]) => k !== itemKey && !k.startsWith(`${itemKey}.`)),
      );
    });
  }, []);
  const onDownload = useCallback(
    (file: FormFileValue) => answersApi.fileBlob(answer.formId, answer.answerId, file.fileId),
    [answer.formId, answer.answerId],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const built = buildCorrection(items, values);
    if (!built.ok) {
      setErrors(built.errors);
      notify.danger({ message: t("edit.fixErrors") });
      return;
    }
    setSaving(true);
    try {
      await answersApi.update(
        answer.formId,
        answer.answerId,
        { values: built.values, version: answer.version },
        { notify: false },
      );
      notify.success({ message: t("edit.saved") });
      await onDone();
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        notify.warning({ message: t("status.conflict") });
        await onDone();
      } else if (error instanceof HttpError && error.status === 400 && error.details.length > 0) {
        setErrors(answerErrorsOf(error.details));
        notify.danger({ message: error.serverMessage ?? t("edit.fixErrors") });
      } else {
        notifyHttpError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Title order={2} fz="md" mb="sm">
        {t("edit.title")}
      </Title>
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">{t("edit.note")}</Text>
        </Alert>
        <EditFields>
          <FormAnswerFields
            form={form}
            values={values}
            onChange={onChange}
            errors={errors}
            onDownload={onDownload}
            onPostalLookup={postalCodesApi.lookup}
            sectionHeadingOrder={3}
          />
        </EditFields>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t("edit.cancel")}
          </Button>
          <ActionButton type="submit" loading={saving} data-operation-id="form-answer-correct">
            {t("edit.save")}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
