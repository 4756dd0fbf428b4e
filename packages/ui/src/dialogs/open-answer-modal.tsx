import type { ModalProps } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";

interface AnswerModalOptions<T> {
  title: ReactNode;
  size?: ModalProps["size"];
  /** The answer when the modal is dismissed (Escape, close button, click outside). */
  dismissed: T;
  render: (answer: (value: T) => void) => ReactNode;
}

/**
 * Opens a managed modal and resolves with the first answer. Dismissing counts as an answer too, so
 * the promise always settles and a caller awaiting it never hangs.
 */
export function openAnswerModal<T>({ title, size, dismissed, render }: AnswerModalOptions<T>): Promise<T> {
  return new Promise<T>((resolve) => {
    let settled = false;
    const settle = (value: T) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const id = modals.open({
      title,
      size,
      centered: true,
      onClose: () => settle(dismissed),
      children: render((value) => {
        settle(value);
        modals.close(id);
      }),
    });
  });
}

/** Plain strings keep their line breaks, which Japanese messages often use. */
export function messageNode(message: ReactNode): ReactNode {
  return typeof message === "string" ? <span style={{ whiteSpace: "pre-wrap" }}>{message}</span> : message;
}
