import type { NoticeSettingTypeCode } from "@gakumu/domain";
import type { MenuCode } from "../../platform/permissions/menu-catalogue";

/** The menu of notices (通知設定, category 800). */
export const NOTICE_SETTING_MENU = "notice-setting" satisfies MenuCode;

/**
 * The screen each kind of notice opens. A staff member for whom that menu is unavailable (authority 2,
 * hidden or disabled in the event's organisation) is not told: they could not open the item. The
 * sample QR scan has no screen of its own yet, so the 通知設定 menu stands for it.
 */
export const RELATED_MENU: Readonly<Record<NoticeSettingTypeCode, MenuCode>> = {
  CONTACT_FROM_MEMBER: "contact",
  HEALTH_CARE: "health-check",
  PUSH_REPLY_FOR_MYSELF: "push-history",
  CERTIFICATE_ISSUE_REQUEST: "certificate-issue",
  SAMPLE_QR_SCAN: NOTICE_SETTING_MENU,
};
