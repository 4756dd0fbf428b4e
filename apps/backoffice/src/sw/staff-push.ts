// What the server's staff notice job puts in a Web Push (apps/server/src/modules/staff-notices/
// staff-notice-delivery.ts), read defensively: the worker never shows or opens anything else.

export interface StaffPush {
  noticeId: number;
  title: string;
  body: string;
  /** A back-office path ("/contact?id=1"); anything else opens the top page. */
  url: string;
}

const TITLE_MAX = 200;
const BODY_MAX = 300;

/** A path of this site only: never another origin, "//host" or a script URL. */
export function backOfficePath(value: unknown): string {
  if (typeof value !== "string") return "/";
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return "/";
  return path;
}

export function readStaffPush(data: unknown): StaffPush | null {
  if (!data || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  if (d.kind !== "staff-notice") return null;
  const noticeId = Number(d.noticeId);
  if (!Number.isSafeInteger(noticeId) || noticeId <= 0) return null;
  const title = typeof d.title === "string" && d.title.trim() ? d.title.slice(0, TITLE_MAX) : "新しい通知";
  const body = typeof d.body === "string" ? d.body.slice(0, BODY_MAX) : "";
  return { noticeId, title, body, url: backOfficePath(d.url) };
}

/** event.data.json() throws on a body that is not JSON: such a push is not ours. */
export function parsePushJson(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return null;
  }
}
