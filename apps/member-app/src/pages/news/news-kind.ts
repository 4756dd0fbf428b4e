import { BASENAME, paths } from "../../app/paths";

/** Notification type 8: a published announcement or FAQ telling its members (the push opens the item). */
export const isNewsKind = (kind: number) => kind === 8;

/**
 * The board or FAQ path of the item a news delivery links to (「/board?item=12」), or null for any
 * other address: only the app's own two lists are opened from a message.
 */
export function newsItemPath(linkUrl: string | null): string | null {
  if (!linkUrl) return null;
  let url: URL;
  try {
    url = new URL(linkUrl, window.location.origin);
  } catch {
    return null;
  }
  const path = url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) : "";
  const item = url.searchParams.get("item") ?? "";
  if ((path !== paths.board && path !== paths.faq) || !/^[1-9]\d{0,15}$/.test(item)) return null;
  return `${path}?item=${item}`;
}
