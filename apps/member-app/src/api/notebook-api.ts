import type { MemberNotebook, MemberNotebookPage } from "@gakumu/domain/notebooks/notebook-api";
import { memberHttp } from "../http/member-http";
import { API } from "./inbox-api";

// The member API's 手帳 (contract: packages/domain/src/notebooks/notebook-api.ts). Type-only imports:
// the schemas stay out of the bundle.

export interface MemberNotebookSummary {
  id: number;
  title: string;
  categoryName: string | null;
  edition: number;
  publishedAt: string;
  pageCount: number;
  donePages: number;
}

export type { MemberNotebook, MemberNotebookPage };

export const notebookKeys = {
  list: ["notebooks"] as const,
  one: (id: number) => ["notebooks", id] as const,
};

export function fetchNotebooks(signal?: AbortSignal): Promise<{ items: MemberNotebookSummary[] }> {
  return memberHttp.get(`${API}/notebooks`, { notify: false, signal });
}

export function fetchNotebook(id: number, signal?: AbortSignal): Promise<MemberNotebook> {
  return memberHttp.get(`${API}/notebooks/${id}`, { notify: false, signal });
}

/** Tells the school the page was opened, or (audio, video) played to the end. */
export function trackPage(
  id: number,
  pageId: number,
  event: "OPENED" | "PLAYED",
): Promise<{ openedAt: string | null; playedAt: string | null }> {
  return memberHttp.post(`${API}/notebooks/${id}/pages/${pageId}/track`, { event }, { notify: false });
}
