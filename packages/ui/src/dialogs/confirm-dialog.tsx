import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";
import { tUi } from "../i18n";
import { messageNode } from "./open-answer-modal";

export interface ConfirmDialogOptions {
  title?: ReactNode;
  message: ReactNode;
  /** Defaults to はい. */
  yesLabel?: string;
  /** Defaults to いいえ. */
  noLabel?: string;
}

/** Resolves true for はい, false for いいえ or any dismissal (Escape, ×, outside click). */
export function confirmDialog({ title, message, yesLabel, noLabel }: ConfirmDialogOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: title ?? tUi("dialog.confirmTitle"),
      centered: true,
      children: <Text size="sm">{messageNode(message)}</Text>,
      labels: { confirm: yesLabel ?? tUi("common.yes"), cancel: noLabel ?? tUi("common.no") },
      cancelProps: { variant: "default" },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      // Runs after onConfirm too; a promise settles once, so the first answer wins.
      onClose: () => resolve(false),
    });
  });
}
