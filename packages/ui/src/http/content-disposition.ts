/**
 * The file name of a download from Content-Disposition: RFC 5987 `filename*` first (Japanese names
 * come percent-encoded there), then the plain `filename`. A missing or empty name gives `fallback`,
 * so a saved file always has a name.
 */
export function filenameFromDisposition(header: string | null, fallback = "download"): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // malformed escape: try the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || fallback;
}
