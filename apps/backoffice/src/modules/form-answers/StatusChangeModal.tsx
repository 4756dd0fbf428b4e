import { FormAnswerStatus } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { actionKey } from "./answer-status";
import type { StaffStatus } from "./answers-api";
import { ANSWERS_NAMESPACE } from "./i18n";

const MESSAGE_MAX = 2000;

interface Props {
  /** The status to set; null keeps the modal closed. */
  status: StaffStatus | null;
  /** The ticked rows of the list; absent on an answer's detail (one answer). */
  bulkCount?: number;
  onClose: () => void;
  /** Called with the remand message (trimmed); the modal stays open while it runs. */
  onSubmit: (message: string | undefined) => Promise<void>;
}

/**
 * Asks before a status change. A remand (差し戻し) needs a message: it is mailed to the applicant
 * and shown on their answer screen, so the modal says so and refuses an empty one.
 */
export function StatusChangeModal({ status, bulkCount, onClose, onSubmit }: Props) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const remand = status === FormAnswerStatus.REMAND;
  const label = status === null ? "" : t(actionKey(status));

  const close = () => {
    if (sending) return;
    setMessage("");
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (remand && !text) {
      setError(t("status.messageRequired"));
      return;
    }
    setSending(true);
    try {
      await onSubmit(remand ? text : undefined);
      setMessage("");
      setError(null);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={status !== null}
      onClose={close}
      title={t(bulkCount === undefined ? "status.confirmTitle" : "bulk.title")}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {bulkCount === undefined
              ? t("status.confirmOne", { status: label })
              : t("bulk.confirm", { count: bulkCount, status: label })}
          </Text>
          {remand && (
            <>
              <Textarea
                label={t("status.message")}
                placeholder={t("status.messagePlaceholder")}
                value={message}
                onChange={(e) => {
                  setMessage(e.currentTarget.value);
                  if (error) setError(null);
                }}
                error={error}
                maxLength={MESSAGE_MAX}
                autosize
                minRows={4}
                withAsterisk
                data-autofocus
              />
              <Alert color="blue" variant="light" icon={<IconMail size={18} />}>
                <Text size="sm">{t("status.messageHint")}</Text>
              </Alert>
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={sending}>
              {t("status.cancelButton")}
            </Button>
            <Button type="submit" loading={sending} color={remand ? "orange" : undefined}>
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
