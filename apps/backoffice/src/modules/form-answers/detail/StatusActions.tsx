import { type AnswerDetail, FormAnswerStatus } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Group } from "@mantine/core";
import { IconEdit } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../../app/ActionButton";
import { HttpError, notifyHttpError } from "../../../app/http";
import { actionKey, offeredStatuses, STAFF_ACTIONS } from "../answer-status";
import { answersApi, type StaffStatus } from "../answers-api";
import { ANSWERS_NAMESPACE } from "../i18n";
import { StatusChangeModal } from "../StatusChangeModal";

interface Props {
  answer: AnswerDetail;
  /** Refetches the answer (and the lists) after a change or a conflict. */
  onChanged: () => Promise<unknown>;
  /** Opens the correction (修正); absent while correcting. */
  onEdit?: () => void;
}

/**
 * 確定 / 差し戻し / 取消 / 回答済みに戻す and 修正. Each change names the version shown: when someone
 * changed the answer meanwhile the server answers 409, the screen says so and loads the latest.
 */
export function StatusActions({ answer, onChanged, onEdit }: Props) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const [status, setStatus] = useState<StaffStatus | null>(null);
  const offered = offeredStatuses(answer.answerStatus);

  const submit = async (message: string | undefined) => {
    if (status === null) return;
    try {
      const changed = await answersApi.changeStatus(
        answer.formId,
        answer.answerId,
        { status, message, version: answer.version },
        { notify: false },
      );
      notify.success({ message: t("status.changed", { status: t(actionKey(status)) }) });
      // A remand whose applicant has no known address cannot be mailed: staff must tell them.
      if (status === FormAnswerStatus.REMAND && changed?.mailQueued === false)
        notify.warning({ message: t("status.notMailed") });
      setStatus(null);
      await onChanged();
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        notify.warning({ message: t("status.conflict") });
        setStatus(null);
        await onChanged();
      } else {
        notifyHttpError(error);
      }
    }
  };

  return (
    <Group gap="sm">
      {STAFF_ACTIONS.filter((a) => offered.includes(a.status)).map((action) => (
        <ActionButton
          key={action.status}
          variant={action.status === 3 ? "filled" : "light"}
          color={action.color}
          onClick={() => setStatus(action.status)}
          data-operation-id={`form-answer-status-${action.status}`}
        >
          {t(action.key)}
        </ActionButton>
      ))}
      {onEdit && (
        <ActionButton
          variant="default"
          leftSection={<IconEdit size={16} />}
          onClick={onEdit}
          data-operation-id="form-answer-edit"
        >
          {t("edit.button")}
        </ActionButton>
      )}
      <StatusChangeModal status={status} onClose={() => setStatus(null)} onSubmit={submit} />
    </Group>
  );
}
