import type {
  MemberDailyReportList,
  MemberReportBodyInput,
  MemberReportForm,
  MemberReportHistory,
} from "@gakumu/domain/daily-reports/daily-report-api";
import { memberHttp } from "../http/member-http";
import { API } from "./inbox-api";

// The member API's 日報 calls (contract: packages/domain/src/daily-reports/daily-report-api.ts).
// Type-only imports of the domain's schemas: they stay out of the app's bundle.

const BASE = `${API}/daily-reports`;

export const dailyReportKeys = {
  list: ["daily-reports"] as const,
  history: ["daily-reports", "history"] as const,
  form: (templateId: number, date: string) => ["daily-reports", templateId, date] as const,
};

export const fetchDailyReports = (signal?: AbortSignal) =>
  memberHttp.get<MemberDailyReportList>(BASE, { notify: false, signal });
export const fetchReportHistory = (signal?: AbortSignal) =>
  memberHttp.get<MemberReportHistory>(`${BASE}/history`, { notify: false, signal });
export const fetchReportForm = (templateId: number, date: string, signal?: AbortSignal) =>
  memberHttp.get<MemberReportForm>(`${BASE}/${templateId}/${date}`, { notify: false, signal });
export const submitReport = (templateId: number, date: string, body: MemberReportBodyInput) =>
  memberHttp.put<MemberReportForm>(`${BASE}/${templateId}/${date}`, body, { notify: false });
