import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** 「RSS連携」 (news category 90): feeds, their targets, poll state and the articles they brought. */
export const RSS_MENU = "rss-linkage" satisfies MenuCode;
