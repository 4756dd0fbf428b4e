import {
  type MemberCandidate,
  type PushTargetInput,
  RSS_BASE,
  type RssArticlePage,
  type RssCheckResult,
  type RssFeedBodyInput,
  type RssFeedItem,
  type RssFeedList,
  type TargetCount,
  type TargetOptions,
} from "@gakumu/domain";
import { http } from "../../app/http";

// The RSS連携 screen's calls (server: modules/rss-linkage/rss-linkage.routes.ts), the target picker's
// included (the push picker, pointed at this menu's routes).

const FEEDS = `${RSS_BASE}/feeds`;

export const rssKeys = {
  all: ["rss"] as const,
  feeds: ["rss", "feeds"] as const,
  options: ["rss", "target-options"] as const,
  items: (id: number, page: number) => ["rss", "items", id, page] as const,
};

export const rssApi = {
  options: (signal?: AbortSignal) =>
    http.get<TargetOptions>(`${RSS_BASE}/target-options`, undefined, { signal }),
  count: (target: PushTargetInput, signal?: AbortSignal) =>
    http.post<TargetCount>(`${RSS_BASE}/target-count`, { target }, { signal, busy: false }),
  candidates: (keyword: string, signal?: AbortSignal) =>
    http.get<{ items: MemberCandidate[] }>(
      `${RSS_BASE}/member-candidates`,
      { keyword },
      { signal, busy: false },
    ),
  feeds: (signal?: AbortSignal) => http.get<RssFeedList>(FEEDS, undefined, { signal, busy: false }),
  create: (body: RssFeedBodyInput) => http.post<RssFeedItem>(FEEDS, body),
  update: (id: number, body: RssFeedBodyInput) => http.put<RssFeedItem>(`${FEEDS}/${id}`, body),
  remove: (id: number) => http.delete<null>(`${FEEDS}/${id}`),
  check: (id: number) => http.post<RssCheckResult>(`${FEEDS}/${id}/check`, {}),
  resume: (id: number) => http.post<RssFeedItem>(`${FEEDS}/${id}/resume`, {}),
  items: (id: number, page: number, signal?: AbortSignal) =>
    http.get<RssArticlePage>(`${FEEDS}/${id}/items`, { page }, { signal }),
};
