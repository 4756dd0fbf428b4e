import { z } from "zod";
import { defineContracts, NoContent } from "../api/contract";
import { idSchema, intParam } from "../api/params";
import { NoticeSettingType } from "../codes/notification";
import { PushSubscriptionBody, PushUnsubscribeBody } from "../member-inbox/member-inbox-api";

// 通知設定 (menu notice-setting, category 800) and the staff notices it decides. Server:
// modules/staff-notices. Screens: backoffice modules/staff-notices and the shell's live notices.

export const NOTICE_SETTINGS_BASE = "/app/api/notice-settings";
export const STAFF_NOTICES_BASE = "/app/api/staff-notices";
/** The live channel (server-sent events): each new notice for the caller as an event `notice`. */
export const STAFF_NOTICE_STREAM = `${STAFF_NOTICES_BASE}/stream`;
export const STAFF_NOTICE_LIST_SIZE = 20;

/** One notice type's ways for one staff member. */
export const NoticeSettingRow = z.object({
  type: NoticeSettingType.schema,
  byMail: z.boolean({ error: "メール通知の指定が正しくありません" }),
  byPush: z.boolean({ error: "プッシュ通知の指定が正しくありません" }),
});
export type NoticeSettingRow = z.infer<typeof NoticeSettingRow>;

/** PUT body: every type at most once; a type left out keeps what it had. */
export const NoticeSettingsInput = z.object({
  settings: z
    .array(NoticeSettingRow)
    .max(NoticeSettingType.codes.length, "通知種別が多すぎます")
    .refine((rows) => new Set(rows.map((r) => r.type)).size === rows.length, "同じ通知種別が重複しています"),
});
export type NoticeSettingsInput = z.infer<typeof NoticeSettingsInput>;

export const NoticeSettings = z.object({
  loginUserId: z.number(),
  name: z.string(),
  /** Whether the staff member has a mail address (mail notices need one). */
  hasMailAddress: z.boolean(),
  /** Every type in the code list's order. */
  settings: z.array(NoticeSettingRow),
  /** Whether the caller may change these settings (own with the menu available; others as administrator). */
  editable: z.boolean(),
  /** Whether the caller may open other staff members' settings. */
  canManageOthers: z.boolean(),
});
export type NoticeSettings = z.infer<typeof NoticeSettings>;

export const NoticeSettingsStaffParams = z.object({ loginUserId: idSchema("ユーザー") });

/** The staff list an administrator chooses from. */
export const NoticeSettingsStaffList = z.object({
  items: z.array(
    z.object({
      loginUserId: z.number(),
      displayUserId: z.string(),
      name: z.string(),
      /** Types turned on (mail or push), for the list's summary. */
      enabledTypes: z.array(NoticeSettingType.schema),
    }),
  ),
});
export type NoticeSettingsStaffList = z.infer<typeof NoticeSettingsStaffList>;

/** A notice as the live channel, the bell and the service worker show it. */
export const StaffNoticeItem = z.object({
  id: z.number(),
  type: NoticeSettingType.schema,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type StaffNoticeItem = z.infer<typeof StaffNoticeItem>;

export const StaffNoticeList = z.object({ items: z.array(StaffNoticeItem), unread: z.number() });
export type StaffNoticeList = z.infer<typeof StaffNoticeList>;

/**
 * One of the caller's notices (StaffNoticeItem.id, a staff_notice_recipient id). That column is a
 * bigint, so the bound is the largest id a JSON number carries exactly rather than int4's.
 */
export const StaffNoticeParams = z.object({ id: intParam("通知", { max: Number.MAX_SAFE_INTEGER }) });

export const StaffPushKey = z.object({ publicKey: z.string() });
export const StaffPushSubscriptionBody = PushSubscriptionBody;
export const StaffPushUnsubscribeBody = PushUnsubscribeBody;

const S = NOTICE_SETTINGS_BASE;
const N = STAFF_NOTICES_BASE;
/** Server: modules/staff-notices/staff-notices.routes.ts. */
export const staffNoticeContracts = defineContracts({
  [`GET ${S}/me`]: NoticeSettings,
  [`PUT ${S}/me`]: NoticeSettings,
  [`GET ${S}/staff`]: NoticeSettingsStaffList,
  [`GET ${S}/staff/:loginUserId`]: NoticeSettings,
  [`PUT ${S}/staff/:loginUserId`]: NoticeSettings,
  [`GET ${N}`]: StaffNoticeList,
  [`POST ${N}/read`]: NoContent,
  [`POST ${N}/:id/read`]: NoContent,
  [`GET ${N}/push-key`]: StaffPushKey,
  [`PUT ${N}/subscription`]: NoContent,
  [`DELETE ${N}/subscription`]: NoContent,
} as const);
