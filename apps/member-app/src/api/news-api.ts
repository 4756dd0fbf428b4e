import type { NewsDisplayItem, NewsDisplayList } from "@gakumu/domain/news/news-api";
import { memberHttp } from "../http/member-http";
import { API } from "./inbox-api";

// The member API's お知らせ (posted announcements) and FAQ calls (contract:
// packages/domain/src/news/news-api.ts). Type-only imports: the schemas stay out of the bundle.

export type BoardType = "announcement" | "faq";

export const newsKeys = {
  list: (type: BoardType) => ["news", type] as const,
};

export function fetchBoard(type: BoardType, signal?: AbortSignal): Promise<NewsDisplayList> {
  return memberHttp.get<NewsDisplayList>(`${API}/news/${type}`, { notify: false, signal });
}

/** Opens one item; the server records the read receipt. */
export function openBoardItem(type: BoardType, id: number): Promise<NewsDisplayItem> {
  return memberHttp.get<NewsDisplayItem>(`${API}/news/${type}/${id}`, { notify: false });
}
