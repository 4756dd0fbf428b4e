import {
  NOTICE_SETTINGS_BASE,
  type NoticeSettingRow,
  type NoticeSettings,
  type NoticeSettingsStaffList,
  STAFF_NOTICES_BASE,
  type StaffNoticeList,
} from "@gakumu/domain";
import { http } from "../../app/http";

// 通知設定 and the caller's notices (server: modules/staff-notices/staff-notices.routes.ts).

export const staffNoticeKeys = {
  all: ["staff-notices"] as const,
  settings: (loginUserId: number | "me") => [...staffNoticeKeys.all, "settings", loginUserId] as const,
  staff: () => [...staffNoticeKeys.all, "staff"] as const,
  recent: () => [...staffNoticeKeys.all, "recent"] as const,
};

/** Where 「通知の一覧へ」 of the header's bell lands on the 通知設定 page: its list of recent notices. */
export const RECENT_NOTICES_ANCHOR = "recent-notices";

const settingsPath = (who: number | "me") =>
  who === "me" ? `${NOTICE_SETTINGS_BASE}/me` : `${NOTICE_SETTINGS_BASE}/staff/${who}`;

export const staffNoticesApi = {
  settings: (who: number | "me", signal?: AbortSignal) =>
    http.get<NoticeSettings>(settingsPath(who), undefined, { signal, busy: false }),
  save: (who: number | "me", settings: NoticeSettingRow[]) =>
    http.put<NoticeSettings>(settingsPath(who), { settings }),
  staff: (signal?: AbortSignal) =>
    http.get<NoticeSettingsStaffList>(`${NOTICE_SETTINGS_BASE}/staff`, undefined, { signal, busy: false }),
  recent: (signal?: AbortSignal) =>
    http.get<StaffNoticeList>(STAFF_NOTICES_BASE, undefined, { signal, busy: false }),
  markRead: () => http.post<void>(`${STAFF_NOTICES_BASE}/read`, undefined, { busy: false }),
  markOneRead: (id: number) =>
    http.post<void>(`${STAFF_NOTICES_BASE}/${id}/read`, undefined, { busy: false }),
  pushKey: () =>
    http.get<{ publicKey: string }>(`${STAFF_NOTICES_BASE}/push-key`, undefined, { busy: false }),
  subscribe: (subscription: PushSubscriptionJSON) =>
    http.put<void>(`${STAFF_NOTICES_BASE}/subscription`, subscription),
  unsubscribe: (endpoint: string) => http.delete<void>(`${STAFF_NOTICES_BASE}/subscription`, { endpoint }),
};
