import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { tUi } from "../i18n";
import { messageNode, openAnswerModal } from "./open-answer-modal";

export interface DangerConfirmDialogOptions {
  title?: ReactNode;
  message: ReactNode;
  yesLabel?: string;
  noLabel?: string;
  /**
   * When set, the user must type exactly this text before the red yes button is enabled
   * (spec §5.2) — for irreversible operations such as deleting a whole organisation's data.
   */
  confirmValue?: string;
}

interface BodyProps extends Omit<DangerConfirmDialogOptions, "title"> {
  answer: (value: boolean) => void;
}

function DangerConfirmBody({ message, yesLabel, noLabel, confirmValue, answer }: BodyProps) {
  const { t } = useTranslation("ui");
  const [typed, setTyped] = useState("");
  const confirmed = confirmValue === undefined || typed === confirmValue;

  const submit = (event: FormEvent) => {
    event.preventDefault(); // Enter in the text field answers yes, but only once it matches
    if (confirmed) answer(true);
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{messageNode(message)}</Text>
        {confirmValue !== undefined && (
          <TextInput
            label={t("dialog.typeToConfirmLabel")}
            description={t("dialog.typeToConfirm", { value: confirmValue })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={typed !== "" && !confirmed ? t("dialog.typeToConfirmMismatch") : undefined}
            autoComplete="off"
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => answer(false)}>
            {noLabel ?? t("common.no")}
          </Button>
          <Button type="submit" color="red" disabled={!confirmed}>
            {yesLabel ?? t("common.yes")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Like confirmDialog with a red yes button; resolves false on いいえ or dismissal. */
export function dangerConfirmDialog({ title, ...body }: DangerConfirmDialogOptions): Promise<boolean> {
  return openAnswerModal<boolean>({
    title: title ?? tUi("dialog.dangerTitle"),
    dismissed: false,
    render: (answer) => <DangerConfirmBody {...body} answer={answer} />,
  });
}
