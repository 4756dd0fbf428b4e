/**
 * Query strings of the two HTTP helpers (spec §7.1, §7.2): GET and DELETE carry their payload, and
 * an upload its parameters, in the URL.
 */

export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function queryText(value: QueryValue): string | null {
  if (value === null || value === undefined) return null;
  // A Date's own toString() is local and unparseable for the server: send the instant.
  return value instanceof Date ? value.toISOString() : String(value);
}

/** "?a=1&b=x&b=y" from an object: null/undefined skipped, arrays repeated; "" when nothing is left. */
export function toQueryString(params: Readonly<Record<string, unknown>> | undefined): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      const text = queryText(item as QueryValue);
      if (text !== null) search.append(key, text);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Appends a query string to a path that may already have one. */
export function withQuery(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  const query = toQueryString(params);
  if (!query) return path;
  return path.includes("?") ? `${path}&${query.slice(1)}` : `${path}${query}`;
}
