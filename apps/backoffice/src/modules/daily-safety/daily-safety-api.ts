import {
  DAILY_SAFETY_BASE,
  type DailySafetyDay,
  type DailySafetyDayPage,
  type DailySafetySetting,
  type DailySafetySettingInput,
  type DailySafetyTrends,
  type MemberCandidate,
  type PushTargetInput,
  type SchoolDayBody,
  type SchoolDayItem,
  type TargetOptions,
} from "@gakumu/domain";
import { http } from "../../app/http";
import type { TargetSource } from "../push-notifications/TargetPicker";

// 定時安否確認's calls (server: modules/daily-safety/daily-safety.routes.ts).

const B = DAILY_SAFETY_BASE;

export const dailySafetyKeys = {
  all: ["daily-safety"] as const,
  setting: ["daily-safety", "setting"] as const,
  options: ["daily-safety", "options"] as const,
  schoolDays: ["daily-safety", "school-days"] as const,
  day: (date: string) => ["daily-safety", "day", date] as const,
  days: (page: number) => ["daily-safety", "days", page] as const,
  trends: ["daily-safety", "trends"] as const,
};

/** The push target picker, counting and searching under this menu. */
export const dailySafetyTargetSource: TargetSource = {
  key: "daily-safety",
  count: (target: PushTargetInput, signal?: AbortSignal) =>
    http.post<{ count: number }>(`${B}/target-count`, { target }, { signal, busy: false }),
  candidates: (keyword: string, signal?: AbortSignal) =>
    http.get<{ items: MemberCandidate[] }>(`${B}/member-candidates`, { keyword }, { signal, busy: false }),
};

export const dailySafetyApi = {
  setting: (signal?: AbortSignal) => http.get<DailySafetySetting>(`${B}/setting`, undefined, { signal }),
  save: (body: DailySafetySettingInput) => http.put<DailySafetySetting>(`${B}/setting`, body),
  options: (signal?: AbortSignal) => http.get<TargetOptions>(`${B}/target-options`, undefined, { signal }),
  schoolDays: (signal?: AbortSignal) =>
    http.get<{ items: SchoolDayItem[] }>(`${B}/school-days`, undefined, { signal, busy: false }),
  addSchoolDay: (body: SchoolDayBody) => http.post<SchoolDayItem>(`${B}/school-days`, body),
  deleteSchoolDay: (id: number) => http.delete<null>(`${B}/school-days/${id}`),
  day: (date: string, signal?: AbortSignal) =>
    http.get<DailySafetyDay>(`${B}/day`, { date }, { signal, busy: false }),
  days: (page: number, signal?: AbortSignal) =>
    http.get<DailySafetyDayPage>(`${B}/days`, { page }, { signal, busy: false }),
  trends: (signal?: AbortSignal) =>
    http.get<DailySafetyTrends>(`${B}/trends`, undefined, { signal, busy: false }),
};
