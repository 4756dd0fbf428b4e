// Plain-text mail building blocks. Values come from people (names, form titles), so each is made
// safe for where it lands: one line for subjects and "label：value" lines, never a header break.

const TIME_ZONE = "Asia/Tokyo";

/** A value on one line: line breaks become spaces, other control characters go, ends trimmed. */
export function oneLine(value: string | number): string {
  const spaced = String(value).replace(/[\r\n\u2028\u2029]+/g, " ");
  return Array.from(spaced)
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f;
    })
    .join("")
    .trim();
}

/** A link people are asked to open; only http(s), so a mail never carries a script or file link. */
export function httpLink(value: string): string {
  const url = new URL(oneLine(value));
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`not a web link: ${url.protocol}`);
  return url.toString();
}

const dateTimeParts = new Intl.DateTimeFormat("ja-JP", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2025年4月1日（火）09:05" in Japan time, whatever the server's zone. */
export function formatDateTimeJa(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dateTimeParts.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}年${part("month")}月${part("day")}日（${part("weekday")}）${part("hour")}:${part("minute")}`;
}

/** "山田 花子 様" as the first line, or nothing when the name is unknown. */
export function salutation(name: string | undefined): string[] {
  const clean = name === undefined ? "" : oneLine(name);
  return clean ? [`${clean} 様`, ""] : [];
}

/** Joins lines with the newline mail bodies use. */
export function lines(...parts: Array<string | string[]>): string {
  return parts.flat().join("\n");
}

/** The closing every mail shares: who sent it, and that replies are not read. */
export function footer(senderName: string | null): string {
  return lines(
    "",
    "──────────────────────────────",
    ...(senderName ? [oneLine(senderName)] : []),
    "※このメールは送信専用のアドレスから送信しています。ご返信いただいてもお答えできませんのでご了承ください。",
    "※お心当たりのない場合は、お手数ですがこのメールを破棄してください。",
  );
}
