import { NotificationType } from "@gakumu/domain";
import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 「プッシュ通知配信」 (push category 20): compose and send or reserve a push notification (kind 1). */
export const PUSH_COMPOSE_MENU = "push-notification" satisfies MenuCode;
/** 「配信履歴」: every push and group push with its per-recipient state, cancel, resend, export. */
export const PUSH_HISTORY_MENU = "push-history" satisfies MenuCode;
/** 「配信テンプレート」: reusable titles and bodies. */
export const PUSH_TEMPLATE_MENU = "push-template" satisfies MenuCode;
/** 「グループ配信」 (group push category 35): the compose screen with delivery groups as the target (kind 4). */
export const GROUP_PUSH_MENU = "group-push" satisfies MenuCode;

export type PushKind = typeof NotificationType.PUSH | typeof NotificationType.GROUP_PUSH;
/** The kinds 配信履歴 lists: pushes, group pushes and RSS items (kind 5, written by the RSS linkage module). */
export type NotificationKind = PushKind | typeof NotificationType.RSS_LINKAGE;

/** The compose menu of a kind: a group push is sent from グループ配信, a push from プッシュ通知配信. */
export const composeMenuOf = (kind: PushKind): MenuCode =>
  kind === NotificationType.GROUP_PUSH ? GROUP_PUSH_MENU : PUSH_COMPOSE_MENU;
