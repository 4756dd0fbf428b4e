function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Adds the session's values (spec §7.1 / §7.2; which ones is each app's business) that the payload
 * does not carry yet. A value the caller set (even null, meaning "none on purpose") is kept; only
 * missing or undefined keys are filled. Arrays, FormData and strings are not objects of named fields
 * and pass through untouched. No values to add (`null` or `{}`) leaves the payload as it is; the
 * caller's object is never changed.
 */
export function addMissingParams<T>(
  payload: T,
  params: Readonly<Record<string, unknown>> | null,
): T | Record<string, unknown> {
  if (!params) return payload;
  if (payload === undefined || payload === null) return Object.keys(params).length ? { ...params } : payload;
  if (!isPlainObject(payload)) return payload;
  const merged: Record<string, unknown> = { ...payload };
  for (const [key, value] of Object.entries(params)) {
    if (merged[key] === undefined) merged[key] = value;
  }
  return merged;
}
