import { SAFETY_BASE, type SafetyCreated, type SafetyDashboard } from "@gakumu/domain";
import { http, type RequestOptions } from "../../../app/http";

// The dashboard's calls (server: modules/safety/safety-dashboard.routes.ts), under 安否確認結果's menu;
// resend belongs to 安否確認配信 and is offered to those who hold that menu.

export interface DashboardScope {
  node: string;
  grade: string;
}

export const dashboardKeys = {
  one: (id: number, scope: DashboardScope) => ["safety", "results", "dashboard", id, scope] as const,
};

export const dashboardApi = {
  get: (id: number, scope: DashboardScope, signal?: AbortSignal) =>
    http.get<SafetyDashboard>(
      `${SAFETY_BASE}/results/${id}/dashboard`,
      { node: scope.node, grade: scope.grade },
      { signal, busy: false },
    ),
  exportFile: (id: number, scope: DashboardScope, format: "Excel" | "Csv", options: RequestOptions) =>
    http.download(
      `${SAFETY_BASE}/results/${id}/export`,
      { format, csvEncoding: "utf8-bom", node: scope.node, grade: scope.grade },
      options,
    ),
  resend: (id: number, resendType: number) =>
    http.post<SafetyCreated>(`${SAFETY_BASE}/sends/${id}/resend`, { resendType }),
};
