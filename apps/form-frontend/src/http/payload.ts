import { PROCESS_MODE_UNSET } from "@gakumu/domain/constants";
import type { FormSession } from "../session/form-session";

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** The values spec §7.1 adds to every form call, taken from the session when set. */
export function sessionParams(session: FormSession): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (session.processMode !== PROCESS_MODE_UNSET) params.processMode = session.processMode;
  if (session.organizationCd) params.organizationCd = session.organizationCd;
  if (session.login && session.formUser) params.formUserId = session.formUser.formUserId;
  if (session.formCd) params.formCd = session.formCd;
  return params;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Adds the session values the payload does not carry yet. A value the caller set (even null) is
 * kept; arrays, strings and FormData pass through untouched.
 */
export function enrichPayload(payload: unknown, session: FormSession): unknown {
  const params = sessionParams(session);
  if (payload === undefined || payload === null) return Object.keys(params).length ? params : payload;
  if (!isPlainObject(payload)) return payload;
  const enriched: Record<string, unknown> = { ...payload };
  for (const [key, value] of Object.entries(params)) {
    if (enriched[key] === undefined) enriched[key] = value;
  }
  return enriched;
}

/** "?a=1&b=x&b=y": null/undefined skipped, arrays repeated; "" when nothing is left. */
export function toQueryString(params: Record<string, unknown> | undefined): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function withQuery(path: string, params: Record<string, unknown> | undefined): string {
  const query = toQueryString(params);
  if (!query) return path;
  return path.includes("?") ? `${path}&${query.slice(1)}` : `${path}${query}`;
}

/** The file name of a download from Content-Disposition (RFC 5987 filename* first, for Japanese). */
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
  return plain?.[2] ?? plain?.[1]?.trim() ?? fallback;
}
