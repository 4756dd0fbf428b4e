/** SQLSTATE codes this package reacts to. */
export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";

/**
 * The SQLSTATE of a failed statement, whichever driver raised it: Drizzle wraps the driver's error
 * (pg or PGlite, both carrying `code`) in its own query error as `cause`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
