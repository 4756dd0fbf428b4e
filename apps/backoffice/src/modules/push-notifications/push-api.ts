import {
  type ComposePushBodyInput,
  GROUP_PUSH_BASE,
  type MemberCandidate,
  PUSH_BASE,
  PUSH_HISTORY_BASE,
  PUSH_TEMPLATES_BASE,
  type PushAttachmentItem,
  type PushCreated,
  type PushDetail,
  type PushHistoryPage,
  type PushRecipientPage,
  type PushTargetInput,
  type PushTemplateItem,
  type TargetCount,
  type TargetOptions,
} from "@gakumu/domain";
import { http, type RequestOptions } from "../../app/http";

// The push screens' calls (server: modules/push-notifications/push-notifications.routes.ts).

export type ComposeKind = 1 | 4;

const composeBase = (kind: ComposeKind) => (kind === 4 ? GROUP_PUSH_BASE : PUSH_BASE);

export interface HistoryFilter {
  status: number;
  kind: number;
  from: string;
  to: string;
  keyword: string;
}

export const EMPTY_HISTORY_FILTER: HistoryFilter = { status: 0, kind: 0, from: "", to: "", keyword: "" };

export type TemplateBody = Pick<
  PushTemplateItem,
  "name" | "title" | "bodyHtml" | "links" | "replyType" | "replyChoices"
>;

export const pushKeys = {
  all: ["push"] as const,
  options: (kind: ComposeKind) => [...pushKeys.all, "options", kind] as const,
  count: (kind: ComposeKind, target: PushTargetInput) => [...pushKeys.all, "count", kind, target] as const,
  candidates: (kind: ComposeKind, keyword: string) => [...pushKeys.all, "candidates", kind, keyword] as const,
  composeTemplates: (kind: ComposeKind) => [...pushKeys.all, "compose-templates", kind] as const,
  history: (filter: HistoryFilter, page: number) =>
    [...pushKeys.all, "history", { ...filter, page }] as const,
  detail: (id: number) => [...pushKeys.all, "detail", id] as const,
  recipients: (id: number, page: number, readState: string) =>
    [...pushKeys.all, "recipients", id, page, readState] as const,
  templates: ["push", "templates"] as const,
};

export const pushApi = {
  options: (kind: ComposeKind, signal?: AbortSignal) =>
    http.get<TargetOptions>(`${composeBase(kind)}/target-options`, undefined, { signal }),
  count: (kind: ComposeKind, target: PushTargetInput, signal?: AbortSignal) =>
    http.post<TargetCount>(`${composeBase(kind)}/target-count`, { target }, { signal, busy: false }),
  candidates: (kind: ComposeKind, keyword: string, signal?: AbortSignal) =>
    http.get<{ items: MemberCandidate[] }>(
      `${composeBase(kind)}/member-candidates`,
      { keyword },
      { signal, busy: false },
    ),
  composeTemplates: (kind: ComposeKind, signal?: AbortSignal) =>
    http.get<{ items: PushTemplateItem[] }>(`${composeBase(kind)}/templates`, undefined, { signal }),
  upload: (kind: ComposeKind, file: File) => {
    const form = new FormData();
    form.append("file", file);
    return http.upload<PushAttachmentItem>(`${composeBase(kind)}/attachments`, form);
  },
  send: (kind: ComposeKind, body: ComposePushBodyInput) => http.post<PushCreated>(composeBase(kind), body),

  history: (filter: HistoryFilter, page: number, signal?: AbortSignal) =>
    http.get<PushHistoryPage>(PUSH_HISTORY_BASE, { ...filter, page }, { signal, busy: false }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<PushDetail>(`${PUSH_HISTORY_BASE}/${id}`, undefined, { signal }),
  recipients: (id: number, page: number, readState: string, signal?: AbortSignal) =>
    http.get<PushRecipientPage>(
      `${PUSH_HISTORY_BASE}/${id}/recipients`,
      { page, readState },
      { signal, busy: false },
    ),
  cancel: (id: number) => http.post<PushDetail>(`${PUSH_HISTORY_BASE}/${id}/cancel`),
  resend: (id: number, resendType: number) =>
    http.post<PushCreated>(`${PUSH_HISTORY_BASE}/${id}/resend`, { resendType }),
  exportFile: (id: number, format: "Excel" | "Csv", options: RequestOptions) =>
    http.download(`${PUSH_HISTORY_BASE}/${id}/export`, { format, csvEncoding: "utf8-bom" }, options),

  templates: (signal?: AbortSignal) =>
    http.get<{ items: PushTemplateItem[] }>(PUSH_TEMPLATES_BASE, undefined, { signal }),
  createTemplate: (body: TemplateBody) => http.post<PushTemplateItem>(PUSH_TEMPLATES_BASE, body),
  updateTemplate: (id: number, body: TemplateBody & { version: number }) =>
    http.put<PushTemplateItem>(`${PUSH_TEMPLATES_BASE}/${id}`, body),
  deleteTemplate: (id: number, version: number) =>
    http.delete<void>(`${PUSH_TEMPLATES_BASE}/${id}`, { version }),
};
