/**
 * A link of a message, only when it is a web address (or a path of this site): a `javascript:` or
 * `data:` link that slipped into a message must never run in the member's session.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
