import type { AdminSession } from "../session/session-store";

export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** The five values spec §7.2 adds to every call of a logged-in user, taken from the session. */
export function sessionParams(session: AdminSession): Record<string, string | number> | null {
  if (!session.authenticated || !session.loginUser) return null;
  const params: Record<string, string | number> = {
    tenantCd: session.loginUser.tenantCd,
    userId: session.loginUser.loginUserId,
  };
  if (session.processMode !== null) params.processMode = session.processMode;
  if (session.organization) {
    params.systemCd = session.organization.systemCd;
    params.organizationCd = session.organization.organizationCd;
  }
  return params;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Spec §7.2: adds the session values the payload does not already carry. A value the caller set
 * (even null, meaning "none on purpose") is kept; only missing or undefined keys are filled. Arrays,
 * FormData and strings are not objects of named fields and pass through untouched.
 */
export function enrichPayload<T>(payload: T, session: AdminSession): T | Record<string, unknown> {
  const params = sessionParams(session);
  if (!params) return payload;
  if (payload === undefined || payload === null) return { ...params };
  if (!isPlainObject(payload)) return payload;
  const enriched: Record<string, unknown> = { ...payload };
  for (const [key, value] of Object.entries(params)) {
    if (enriched[key] === undefined) enriched[key] = value;
  }
  return enriched;
}

function queryText(value: QueryValue): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

/** "?a=1&b=x&b=y" from an object: null/undefined skipped, arrays repeated; "" when nothing is left. */
export function toQueryString(params: Record<string, unknown> | undefined): string {
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
export function withQuery(path: string, params: Record<string, unknown> | undefined): string {
  const query = toQueryString(params);
  if (!query) return path;
  return path.includes("?") ? `${path}&${query.slice(1)}` : `${path}${query}`;
}

/** The file name of a download from Content-Disposition (RFC 5987 filename* first, for Japanese names). */
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
