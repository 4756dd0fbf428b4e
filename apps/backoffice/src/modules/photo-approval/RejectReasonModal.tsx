import { rules, validate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { PHOTO_APPROVAL_NAMESPACE } from "./i18n";

export interface RejectReasonModalProps {
  /** Whose photo; the modal is closed when null. */
  name: string | null;
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

const REASON_MAX = 200;

/** Asks the reason of a rejection (the member reads it), checked by the same rules as the server. */
export function RejectReasonModal({ name, onSubmit, onClose }: RejectReasonModalProps) {
  const { t } = useTranslation(PHOTO_APPROVAL_NAMESPACE);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = validate(
      reason.trim(),
      rules.required({ field: t("reason") }),
      rules.maxLength(REASON_MAX),
    );
    setError(message);
    if (message) return;
    setSending(true);
    const done = await onSubmit(reason.trim()).finally(() => setSending(false));
    if (done) close();
  };

  return (
    <Modal opened={name !== null} onClose={close} title={t("rejectTitle")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t("rejectLead", { name })}</Text>
          <Textarea
            label={t("reason")}
            placeholder={t("reasonPlaceholder")}
            required
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            value={reason}
            error={error}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("cancel")}
            </Button>
            <Button type="submit" color="red" loading={sending}>
              {t("reject")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
