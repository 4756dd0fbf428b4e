import {
  type MemberCandidate,
  NEWS_API,
  NEWS_APPROVAL_API,
  NEWS_DISPLAY_API,
  type NewsApprovalDone,
  type NewsApprovalSettings,
  type NewsApprovalView,
  type NewsAttachment,
  type NewsCategory,
  type NewsDetail,
  type NewsDisplayList,
  type NewsItemBodyInput,
  type NewsListPage,
  type NewsReadList,
  type NewsType,
  type PushTargetInput,
  type TargetOptions,
} from "@gakumu/domain";
import { http } from "../../app/http";
import type { TargetSource } from "../push-notifications/TargetPicker";

// The お知らせ / FAQ screens' calls (server: modules/news/news.routes.ts and news-public.routes.ts).

export interface NewsFilter {
  status: number;
  categoryId: number;
  keyword: string;
}
export const EMPTY_FILTER: NewsFilter = { status: 0, categoryId: 0, keyword: "" };

export const newsKeys = {
  all: (type: NewsType) => ["news", type] as const,
  list: (type: NewsType, filter: NewsFilter, page: number) =>
    ["news", type, "list", { ...filter, page }] as const,
  detail: (type: NewsType, id: number) => ["news", type, "detail", id] as const,
  reads: (type: NewsType, id: number) => ["news", type, "reads", id] as const,
  categories: (type: NewsType) => ["news", type, "categories"] as const,
  settings: (type: NewsType) => ["news", type, "settings"] as const,
  options: (type: NewsType) => ["news", type, "options"] as const,
  display: (type: NewsType, limit: number) => ["news-display", type, limit] as const,
};

const base = (type: NewsType) => NEWS_API[type];
const displayPath = (type: NewsType) => `${NEWS_DISPLAY_API}/${type === "FAQ" ? "faq" : "announcement"}`;

export const newsApi = {
  list: (type: NewsType, filter: NewsFilter, page: number, signal?: AbortSignal) =>
    http.get<NewsListPage>(base(type), { ...filter, page }, { signal, busy: false }),
  detail: (type: NewsType, id: number, signal?: AbortSignal) =>
    http.get<NewsDetail>(`${base(type)}/${id}`, undefined, { signal }),
  reads: (type: NewsType, id: number, signal?: AbortSignal) =>
    http.get<NewsReadList>(`${base(type)}/${id}/reads`, undefined, { signal }),
  create: (type: NewsType, body: NewsItemBodyInput) => http.post<NewsDetail>(base(type), body),
  update: (type: NewsType, id: number, body: NewsItemBodyInput & { version: number }) =>
    http.put<NewsDetail>(`${base(type)}/${id}`, body),
  remove: (type: NewsType, id: number, version: number) =>
    http.delete<null>(`${base(type)}/${id}`, { version }),
  submit: (type: NewsType, id: number, version: number) =>
    http.post<NewsDetail>(`${base(type)}/${id}/submit`, { version }),
  decide: (type: NewsType, id: number, decision: "approve" | "return", version: number, comment: string) =>
    http.post<NewsDetail>(`${base(type)}/${id}/${decision}`, { version, comment }),
  upload: (type: NewsType, file: File) => {
    const form = new FormData();
    form.append("file", file);
    return http.upload<NewsAttachment>(`${base(type)}/attachments`, form);
  },
  categories: (type: NewsType, signal?: AbortSignal) =>
    http.get<{ items: NewsCategory[] }>(`${base(type)}/categories`, undefined, { signal }),
  addCategory: (type: NewsType, name: string) =>
    http.post<NewsCategory>(`${base(type)}/categories`, { name }),
  removeCategory: (type: NewsType, id: number) => http.delete<null>(`${base(type)}/categories/${id}`),
  settings: (type: NewsType, signal?: AbortSignal) =>
    http.get<NewsApprovalSettings>(`${base(type)}/approval-settings`, undefined, { signal }),
  saveSettings: (type: NewsType, stage1: number[], stage2: number[]) =>
    http.put<NewsApprovalSettings>(`${base(type)}/approval-settings`, { stage1, stage2 }),
  options: (type: NewsType, signal?: AbortSignal) =>
    http.get<TargetOptions>(`${base(type)}/target-options`, undefined, { signal }),
  display: (type: NewsType, limit: number, signal?: AbortSignal) =>
    http.get<NewsDisplayList>(displayPath(type), { limit }, { signal, busy: false }),
  markRead: (type: NewsType, id: number) =>
    http.post<null>(`${displayPath(type)}/${id}/read`, {}, { busy: false }),
};

/** The editor's member picker counts and searches under the type's own menu. */
export const newsTargetSource = (type: NewsType): TargetSource => ({
  key: `news-${type}`,
  count: (target: PushTargetInput, signal?: AbortSignal) =>
    http.post<{ count: number }>(`${base(type)}/target-count`, { target }, { signal, busy: false }),
  candidates: (keyword: string, signal?: AbortSignal) =>
    http.get<{ items: MemberCandidate[] }>(
      `${base(type)}/member-candidates`,
      { keyword },
      { signal, busy: false },
    ),
});

// The public approval page: never enriched with a staff session (the key is the permission).
const asVisitor = { enrich: false } as const;
export const approvalApi = {
  open: (type: NewsType, key: string) =>
    http.post<NewsApprovalView>(`${NEWS_APPROVAL_API}/open`, { type, key }, asVisitor),
  decide: (type: NewsType, key: string, decision: "APPROVE" | "RETURN", comment: string) =>
    http.post<NewsApprovalDone>(`${NEWS_APPROVAL_API}/decide`, { type, key, decision, comment }, asVisitor),
};
