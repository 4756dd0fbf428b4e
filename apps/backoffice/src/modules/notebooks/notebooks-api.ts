import {
  type MemberCandidate,
  NOTEBOOK_API,
  NOTEBOOK_CATEGORY_API,
  type NotebookBodyInput,
  type NotebookCategory,
  type NotebookDetail,
  type NotebookFile,
  type NotebookProgress,
  type PushTargetInput,
  type TargetOptions,
} from "@gakumu/domain";
import { http, type RequestOptions } from "../../app/http";
import type { TargetSource } from "../push-notifications/TargetPicker";

// 手帳管理 and 手帳カテゴリ's calls (server: modules/notebooks/notebooks.routes.ts).

export interface NotebookListPage {
  items: {
    id: number;
    title: string;
    categoryName: string | null;
    pageCount: number;
    edition: number;
    publishedAt: string | null;
    changedSincePublish: boolean;
    recipientCount: number;
    updatedAt: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
}

export const notebookKeys = {
  all: ["notebooks"] as const,
  list: (categoryId: number, keyword: string, page: number) =>
    ["notebooks", "list", { categoryId, keyword, page }] as const,
  detail: (id: number) => ["notebooks", "detail", id] as const,
  progress: (id: number, page: number) => ["notebooks", "progress", id, page] as const,
  categories: ["notebooks", "categories"] as const,
  options: ["notebooks", "options"] as const,
};

export const notebookApi = {
  list: (categoryId: number, keyword: string, page: number, signal?: AbortSignal) =>
    http.get<NotebookListPage>(
      NOTEBOOK_API,
      { page, ...(categoryId ? { categoryId } : {}), ...(keyword ? { keyword } : {}) },
      { signal, busy: false },
    ),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<NotebookDetail>(`${NOTEBOOK_API}/${id}`, undefined, { signal }),
  create: (body: NotebookBodyInput) => http.post<{ id: number; version: number }>(NOTEBOOK_API, body),
  update: (id: number, body: NotebookBodyInput & { version: number }) =>
    http.put<{ id: number; version: number }>(`${NOTEBOOK_API}/${id}`, body),
  remove: (id: number) => http.delete<null>(`${NOTEBOOK_API}/${id}`),
  publish: (id: number, version: number) =>
    http.post<{ edition: number; recipientCount: number; version: number }>(`${NOTEBOOK_API}/${id}/publish`, {
      version,
    }),
  upload: (pageType: number, file: File) => {
    const form = new FormData();
    form.append("file", file);
    return http.upload<NotebookFile>(`${NOTEBOOK_API}/files`, form, { pageType });
  },
  fileUrl: (key: string) => `${NOTEBOOK_API}/files/${key}`,
  progress: (id: number, page: number, signal?: AbortSignal) =>
    http.get<NotebookProgress>(`${NOTEBOOK_API}/${id}/progress`, { page }, { signal, busy: false }),
  exportFile: (id: number, format: "Excel" | "Csv", options: RequestOptions) =>
    http.download(`${NOTEBOOK_API}/${id}/progress/export`, { format, csvEncoding: "utf8-bom" }, options),
  options: (signal?: AbortSignal) =>
    http.get<TargetOptions>(`${NOTEBOOK_API}/target-options`, undefined, { signal }),
  categories: (signal?: AbortSignal) =>
    http.get<{ items: NotebookCategory[] }>(NOTEBOOK_CATEGORY_API, undefined, { signal }),
  addCategory: (name: string) => http.post<NotebookCategory>(NOTEBOOK_CATEGORY_API, { name }),
  renameCategory: (id: number, name: string) => http.put<null>(`${NOTEBOOK_CATEGORY_API}/${id}`, { name }),
  removeCategory: (id: number) => http.delete<null>(`${NOTEBOOK_CATEGORY_API}/${id}`),
};

/** The editor's member picker counts and searches under 手帳管理. */
export const notebookTargetSource: TargetSource = {
  key: "notebooks",
  count: (target: PushTargetInput, signal?: AbortSignal) =>
    http.post<{ count: number }>(`${NOTEBOOK_API}/target-count`, { target }, { signal, busy: false }),
  candidates: (keyword: string, signal?: AbortSignal) =>
    http.get<{ items: MemberCandidate[] }>(
      `${NOTEBOOK_API}/member-candidates`,
      { keyword },
      { signal, busy: false },
    ),
};
