import type { SentMailDetail, SentMailPage, SentMailStatusCode } from "@gakumu/domain";
import { http } from "../../app/http";

// The 送信メール screen's calls (server: modules/sent-mail/sent-mail.routes.ts); the shapes are the
// domain's contract.

export interface SentMailFilter {
  status: SentMailStatusCode | "";
  to: string;
}

export const sentMailKeys = {
  all: ["sent-mail"] as const,
  list: (filter: SentMailFilter, page: number) => [...sentMailKeys.all, "list", { ...filter, page }] as const,
  detail: (id: number) => [...sentMailKeys.all, "detail", id] as const,
};

export const sentMailApi = {
  list: (filter: SentMailFilter, page: number, signal?: AbortSignal) =>
    http.get<SentMailPage>(
      "/app/api/sent-mail",
      { ...(filter.status ? { status: filter.status } : {}), to: filter.to, page },
      { signal, busy: false },
    ),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<SentMailDetail>(`/app/api/sent-mail/${id}`, undefined, { signal }),
};
