import {
  HEALTH_CARE_BASE,
  type HealthCareSetting,
  type HealthDashboard,
  type HealthObservationExportInput,
  type HealthObservationItem,
  type HealthObservationPage,
  type HealthRecordInput,
  type HealthRecordItem,
  type HealthRecordList,
  type HealthSymptom,
  type HealthTrends,
  type HealthWebLink,
  type MemberCandidate,
  type StaffObservationInput,
} from "@gakumu/domain";
import { http, type RequestOptions } from "../../app/http";

// ヘルスケア's calls (server: modules/health-care/health-care.routes.ts).

const B = HEALTH_CARE_BASE;

export const healthKeys = {
  all: ["health-care"] as const,
  setting: ["health-care", "setting"] as const,
  symptoms: ["health-care", "symptoms"] as const,
  dashboard: (date: string) => ["health-care", "dashboard", date] as const,
  trends: (until: string, classCd: string) => ["health-care", "trends", until, classCd] as const,
  observations: (date: string, classCd: string, onlyFlagged: boolean, page: number) =>
    ["health-care", "observations", date, classCd, onlyFlagged, page] as const,
  records: (memberId: number) => ["health-care", "records", memberId] as const,
  candidates: (path: string, keyword: string) => ["health-care", path, keyword] as const,
};

export type SettingInput = Omit<HealthCareSetting, "version" | "updatedAt"> & { version?: number };

export const healthApi = {
  setting: (signal?: AbortSignal) => http.get<HealthCareSetting>(`${B}/setting`, undefined, { signal }),
  saveSetting: (body: SettingInput) => http.put<HealthCareSetting>(`${B}/setting`, body),
  symptoms: (signal?: AbortSignal) =>
    http.get<{ items: HealthSymptom[] }>(`${B}/symptoms`, undefined, { signal, busy: false }),
  saveSymptoms: (items: { id?: number; name: string; active: boolean }[]) =>
    http.put<{ items: HealthSymptom[] }>(`${B}/symptoms`, { items }),
  dashboard: (date: string, signal?: AbortSignal) =>
    http.get<HealthDashboard>(`${B}/dashboard`, { date }, { signal, busy: false }),
  trends: (until: string, classCd: string, signal?: AbortSignal) =>
    http.get<HealthTrends>(`${B}/trends`, { until, classCd }, { signal, busy: false }),
  observations: (
    q: { date: string; classCd: string; onlyFlagged: boolean; page: number },
    signal?: AbortSignal,
  ) =>
    http.get<HealthObservationPage>(
      `${B}/observations`,
      { date: q.date, classCd: q.classCd, onlyFlagged: String(q.onlyFlagged), page: q.page },
      { signal, busy: false },
    ),
  /** The file itself when small, `{ jobId }` to follow when large (use-export-download). */
  exportFile: (body: HealthObservationExportInput, options: RequestOptions) =>
    http.download(`${B}/observations/export`, body, options),
  enter: (body: StaffObservationInput) => http.put<HealthObservationItem>(`${B}/observations`, body),
  /** path: member-candidates (設定), observation-candidates (職員入力) or record-candidates (健康記録). */
  candidates: (path: string, keyword: string, signal?: AbortSignal) =>
    http.get<{ items: MemberCandidate[] }>(`${B}/${path}`, { keyword }, { signal, busy: false }),
  webLink: (memberId: number) => http.post<HealthWebLink>(`${B}/web-links`, { memberId }),
  records: (memberId: number, signal?: AbortSignal) =>
    http.get<HealthRecordList>(`${B}/records`, { memberId }, { signal, busy: false }),
  createRecord: (body: HealthRecordInput) => http.post<HealthRecordItem>(`${B}/records`, body),
  updateRecord: (id: number, body: HealthRecordInput) =>
    http.put<HealthRecordItem>(`${B}/records/${id}`, body),
  deleteRecord: (id: number, version: number) => http.delete<null>(`${B}/records/${id}`, { version }),
};
