/** Column limits of staff_notice. */
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_BODY_MAX = 2000;
export const NOTICE_LINK_MAX = 1000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a link with one is refused
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function clean(value: string, max: number): string {
  const text = value.replace(CONTROLS, "").replace(LONE_SURROGATE, "\ufffd").trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A back-office path, never another site: what a click on the toast or the Web Push opens. Anything
 * else (a full URL, "//host", "javascript:") becomes the back office's top page.
 */
export function safeBackOfficeLink(link: string): string {
  const trimmed = link.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//") || trimmed.startsWith("/\\")) return "/";
  if (trimmed.length > NOTICE_LINK_MAX || ANY_CONTROL.test(trimmed)) return "/";
  return trimmed;
}

/** The notice's title, body and link as stored and shown: no control characters, within the columns. */
export function cleanNoticeText(input: { title: string; body: string; link: string }) {
  return {
    title: clean(input.title, NOTICE_TITLE_MAX) || "お知らせ",
    body: clean(input.body, NOTICE_BODY_MAX),
    link: safeBackOfficeLink(input.link),
  };
}
