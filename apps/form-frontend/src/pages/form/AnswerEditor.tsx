import type { ApplicantAnswer } from "@gakumu/domain/forms/answer-api";
import type { AnswerValue, FormFileValue } from "@gakumu/domain/forms/answer-types";
import type { PublicForm } from "@gakumu/domain/forms/public-form";
import { answerErrorsOf, FormAnswerFields, FormIntro, loadExactVisibility } from "@gakumu/form-view";
import { useTranslation } from "@gakumu/ui";
import { Button, Group, Stack } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { answerApi } from "../../api/answer-api";
import { ANSWER_STATUS, isAnswerClosed } from "../../app/form-codes";
import { formPaths } from "../../app/paths";
import { readAnswerFlow, updateAnswerFlow } from "../../session/answer-input";
import { type SessionForm, updateFormSession, useFormSession } from "../../session/form-session";
import { AnswerNotices } from "./AnswerNotices";
import { loadAnswerChecks } from "./answer-checks";
import { answerKeys } from "./answer-queries";
import { ErrorSummary } from "./ErrorSummary";
import { needsLogin } from "./needs-login";
import { newSubmissionToken } from "./submission-token";
import { useKeptInput } from "./use-kept-input";

const withoutItem = (errors: Record<string, string>, itemKey: string) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => k !== itemKey && !k.startsWith(`${itemKey}.`)));

interface Props {
  form: PublicForm;
  sessionForm: SessionForm;
  current: ApplicantAnswer | null;
}

/**
 * The answer being typed: the kept input over the server's answer, saved midway (一時保存) for
 * logged-in users, checked with the domain's rules before the confirmation (the server checks the same).
 */
export function AnswerEditor({ form, sessionForm, current }: Props) {
  const { t } = useTranslation("form");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useFormSession((s) => s.login);
  const formUserId = useFormSession((s) => s.formUser?.formUserId ?? null);
  const formId = form.formId;
  const { values, setValue, restored, keepNow } = useKeptInput(formId, formUserId, current?.values ?? {});
  const [errors, setErrors] = useState<Record<string, string>>(() => readAnswerFlow(formId).errors ?? {});
  const version = useRef(current?.version);
  const open = form.reception === "OPEN";
  const blocked = needsLogin(sessionForm) && !login;
  // A sent answer being changed is sent again, never saved midway (the server refuses that).
  const sentAnswer = current !== null && isAnswerClosed(current.answerStatus);

  useEffect(() => {
    // Warm the checks while the applicant types, so 「確認画面へ」 answers at once.
    void loadExactVisibility().catch(() => undefined);
    void loadAnswerChecks().catch(() => undefined);
  }, []);

  const onChange = useCallback(
    (itemKey: string, value: AnswerValue) => {
      setValue(itemKey, value);
      setErrors((previous) => withoutItem(previous, itemKey));
    },
    [setValue],
  );
  const onUpload = useCallback(
    (itemKey: string, files: File[]) => answerApi.upload(formId, itemKey, files),
    [formId],
  );
  const onDownload = useCallback((file: FormFileValue) => answerApi.download(file.fileId), []);

  const saveDraft = async () => {
    try {
      const saved = await answerApi.saveDraft(
        { formId, values, ...(version.current ? { version: version.current } : {}) },
        t("answer.draftSaved"),
      );
      version.current = saved.version;
      // Coming back to this screen reads the saved answer (and its version) from the cache.
      queryClient.setQueryData<ApplicantAnswer | null>(
        answerKeys.current(formUserId, formId),
        (previous) => ({
          answerId: saved.answerId,
          answerStatus: previous?.answerStatus ?? ANSWER_STATUS.DRAFT,
          values,
          receiptNo: previous?.receiptNo ?? null,
          firstSubmittedAt: previous?.firstSubmittedAt ?? null,
          lastSubmittedAt: previous?.lastSubmittedAt ?? null,
          editable: true,
          editDeadline: previous?.editDeadline ?? null,
          remandMessage: previous?.remandMessage ?? null,
          version: saved.version,
        }),
      );
      if (!sessionForm.answer)
        updateFormSession({ form: { ...sessionForm, answer: { answerStatus: ANSWER_STATUS.DRAFT } } });
    } catch {
      // The helper said why (deadline passed, someone saved in between); the input stays kept here.
    }
  };

  const toConfirm = async (event: FormEvent) => {
    event.preventDefault();
    const checks = await loadAnswerChecks();
    const items = form.sections.flatMap((s) => s.items);
    const result = checks.evaluateAnswers(items, values);
    if (result.issues.length > 0) {
      setErrors(answerErrorsOf(result.issues));
      return;
    }
    keepNow();
    updateAnswerFlow(formId, {
      submissionToken: newSubmissionToken(),
      errors: undefined,
      version: version.current,
    });
    navigate(formPaths.answerConfirm(formId));
  };

  return (
    <Stack gap="md">
      <AnswerNotices restored={restored} current={current} open={open} login={login} blocked={blocked} />
      <FormIntro form={form} />
      <ErrorSummary form={form} errors={errors} />
      <form noValidate onSubmit={toConfirm}>
        <Stack gap="xl">
          <FormAnswerFields
            form={form}
            values={values}
            onChange={onChange}
            errors={errors}
            readOnly={!open}
            onUpload={onUpload}
            onDownload={onDownload}
            onPostalLookup={answerApi.postalLookup}
          />
          <Group justify="space-between" gap="sm">
            {login && open && !sentAnswer ? (
              <Button
                variant="default"
                size="md"
                leftSection={<IconDeviceFloppy size={18} />}
                onClick={saveDraft}
              >
                {t("answer.saveDraft")}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" size="md" disabled={!open || blocked}>
              {t("answer.toConfirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
