import { rules, validate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { MEMBER_REQUESTS_NAMESPACE } from "./i18n";

export interface CommentRequest {
  title: string;
  /** A rejection needs its reason; a cancellation may carry a remark. */
  required: boolean;
}

interface Props {
  request: CommentRequest | null;
  onSubmit: (comment: string) => Promise<boolean>;
  onClose: () => void;
}

const COMMENT_MAX = 500;

/** The reason of a rejection or the remark of a cancellation, which the member will read. */
export function StatusCommentModal({ request, onSubmit, onClose }: Props) {
  const { t } = useTranslation(MEMBER_REQUESTS_NAMESPACE);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const label = request?.required ? t("actions.reason") : t("actions.comment");

  const close = () => {
    setComment("");
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checks = request?.required ? [rules.required({ field: label })] : [];
    const message = validate(comment.trim(), ...checks, rules.maxLength(COMMENT_MAX));
    setError(message);
    if (message) return;
    setSending(true);
    const done = await onSubmit(comment.trim()).finally(() => setSending(false));
    if (done) close();
  };

  return (
    <Modal opened={request !== null} onClose={close} title={request?.title} centered zIndex={400}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={label}
            description={t("actions.commentHint")}
            required={request?.required}
            autosize
            minRows={3}
            maxLength={COMMENT_MAX}
            value={comment}
            error={error}
            onChange={(event) => setComment(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("actions.close")}
            </Button>
            <Button type="submit" color="red" loading={sending}>
              {t("actions.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
