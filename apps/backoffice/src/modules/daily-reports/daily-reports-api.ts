import {
  DAILY_REPORT_BASE,
  type DailyReportDay,
  type DailyReportDetail,
  type DailyReportMemberHistory,
  type DailyReportTemplate,
  type DailyReportTemplateInput,
  type DailyReportTemplateList,
  type MemberCandidate,
  type PushTargetInput,
  type TargetOptions,
} from "@gakumu/domain";
import { http, type RequestOptions } from "../../app/http";
import type { TargetSource } from "../push-notifications/TargetPicker";

// 日報's calls (server: modules/daily-reports/daily-reports.routes.ts).

const B = DAILY_REPORT_BASE;

export const dailyReportKeys = {
  all: ["daily-reports"] as const,
  templates: ["daily-reports", "templates"] as const,
  template: (id: number) => ["daily-reports", "template", id] as const,
  options: ["daily-reports", "options"] as const,
  day: (id: number, date: string, node: string) => ["daily-reports", "day", id, date, node] as const,
  report: (id: number) => ["daily-reports", "report", id] as const,
  history: (memberId: number) => ["daily-reports", "history", memberId] as const,
};

/** The push target picker, counting and searching under this menu. */
export const dailyReportTargetSource: TargetSource = {
  key: "daily-reports",
  count: (target: PushTargetInput, signal?: AbortSignal) =>
    http.post<{ count: number }>(`${B}/target-count`, { target }, { signal, busy: false }),
  candidates: (keyword: string, signal?: AbortSignal) =>
    http.get<{ items: MemberCandidate[] }>(`${B}/member-candidates`, { keyword }, { signal, busy: false }),
};

export const dailyReportApi = {
  templates: (signal?: AbortSignal) =>
    http.get<DailyReportTemplateList>(`${B}/templates`, undefined, { signal }),
  template: (id: number, signal?: AbortSignal) =>
    http.get<DailyReportTemplate>(`${B}/templates/${id}`, undefined, { signal }),
  create: (body: DailyReportTemplateInput) => http.post<DailyReportTemplate>(`${B}/templates`, body),
  update: (id: number, body: DailyReportTemplateInput) =>
    http.put<DailyReportTemplate>(`${B}/templates/${id}`, body),
  options: (signal?: AbortSignal) => http.get<TargetOptions>(`${B}/target-options`, undefined, { signal }),
  day: (id: number, date: string, node: string, signal?: AbortSignal) =>
    http.get<DailyReportDay>(`${B}/templates/${id}/day`, node ? { date, node } : { date }, {
      signal,
      busy: false,
    }),
  report: (id: number, signal?: AbortSignal) =>
    http.get<DailyReportDetail>(`${B}/reports/${id}`, undefined, { signal }),
  comment: (id: number, body: string) =>
    http.post<DailyReportDetail>(`${B}/reports/${id}/comments`, { body }),
  history: (memberId: number, signal?: AbortSignal) =>
    http.get<DailyReportMemberHistory>(`${B}/members/${memberId}/reports`, undefined, { signal }),
  exportFile: (
    id: number,
    body: { format: "Excel" | "Csv"; from: string; to: string },
    options: RequestOptions,
  ) => http.download(`${B}/templates/${id}/export`, { ...body, csvEncoding: "utf8-bom" }, options),
};
