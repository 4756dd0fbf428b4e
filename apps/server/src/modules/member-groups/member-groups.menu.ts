import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 配信グループ管理: staff maintain the delivery groups. */
export const PUSH_GROUP_MENU = "push-group" satisfies MenuCode;
