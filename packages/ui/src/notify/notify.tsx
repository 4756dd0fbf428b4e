import { notifications } from "@mantine/notifications";
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { tUi } from "../i18n";

/** Spec §9: toasts hide after 5000 ms. The position (top right) is set once on <Notifications/>. */
export const NOTIFY_AUTO_CLOSE_MS = 5000;

export type NotifyKind = "success" | "warning" | "danger" | "info";

export interface NotifyOptions {
  /** Defaults to the kind's standard title (正常終了 / 警告 / エラー / お知らせ). */
  title?: ReactNode;
  message: ReactNode;
}

const STYLE: Record<NotifyKind, { color: string; icon: ReactNode }> = {
  success: { color: "green", icon: <IconCheck size={18} /> },
  warning: { color: "yellow", icon: <IconAlertTriangle size={18} /> },
  danger: { color: "red", icon: <IconX size={18} /> },
  info: { color: "blue", icon: <IconInfoCircle size={18} /> },
};

function show(kind: NotifyKind, { title, message }: NotifyOptions): string {
  const { color, icon } = STYLE[kind];
  return notifications.show({
    title: title ?? tUi(`notify.${kind}`),
    message,
    color,
    icon,
    autoClose: NOTIFY_AUTO_CLOSE_MS,
    withBorder: true,
    // Screen readers name the close button (axe: button-name).
    closeButtonProps: { "aria-label": tUi("common.close") },
  });
}

/** Toasts usable from anywhere (event handlers, fetch helpers), not only from components. */
export const notify = {
  success: (options: NotifyOptions) => show("success", options),
  warning: (options: NotifyOptions) => show("warning", options),
  danger: (options: NotifyOptions) => show("danger", options),
  info: (options: NotifyOptions) => show("info", options),
};
