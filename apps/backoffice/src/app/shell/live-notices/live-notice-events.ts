import { STAFF_NOTICE_STREAM, StaffNoticeItem } from "@gakumu/domain";

// The back office's side of the live channel: one EventSource per open back office. EventSource
// reconnects by itself after a dropped connection or the server's periodic close, sending the last
// event id, so nothing is missed; the ids it showed are remembered so a resent notice shows once.

export type NoticeHandler = (item: StaffNoticeItem) => void;

/** A path of the back office only (the server stores nothing else; a stale tab is checked anyway). */
export const isBackOfficePath = (link: string) => link.startsWith("/") && !link.startsWith("//");

/** A `notice` event's data as the domain describes it; null for anything else. */
export function readNoticeEvent(data: unknown): StaffNoticeItem | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = StaffNoticeItem.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Opens the stream; returns what closes it. */
export function openNoticeStream(onNotice: NoticeHandler): () => void {
  if (typeof EventSource === "undefined") return () => {};
  const shown = new Set<number>();
  const source = new EventSource(STAFF_NOTICE_STREAM, { withCredentials: true });
  source.addEventListener("notice", (event) => {
    const item = readNoticeEvent((event as MessageEvent).data);
    if (!item || shown.has(item.id)) return;
    shown.add(item.id);
    onNotice(item);
  });
  return () => source.close();
}
