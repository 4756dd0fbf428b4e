import type { JsonValue } from "../jobs/job-runs";

/** Shown instead of a secret. The key itself stays, so the trail still says that e.g. a password changed. */
export const REDACTED = "[秘匿]";

// Keys are split into words ("totpCode" → totp, code; "api_key" → api, key) so a word such as "otp"
// hidden inside "footprint" does not count, while every spelling of a secret does. "code" covers
// TOTP and verification codes; postal codes go with them, which costs an auditor little.
const SECRET_WORDS = new Set([
  "password",
  "passwd",
  "passphrase",
  "pwd",
  "secret",
  "token",
  "code",
  "otp",
  "totp",
  "otpauth",
  "credential",
  "credentials",
  "authorization",
  "cookie",
  "session",
  "salt",
  "hash",
  "jwt",
  "apikey",
]);
const SECRET_PAIRS = new Set(["access key", "api key", "private key", "secret key", "reset id"]);

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSecretKey(key: string): boolean {
  const words = keyWords(key);
  // Plurals count too: "tokens", "passwords", "codes".
  if (words.some((w) => SECRET_WORDS.has(w) || SECRET_WORDS.has(w.replace(/s$/, "")))) return true;
  return words.some((w, i) => i > 0 && SECRET_PAIRS.has(`${words[i - 1]} ${w}`));
}

// A value can be secret whatever its key: a TOTP set-up URL carries the shared secret.
const SECRET_VALUE = /^(otpauth:\/\/|bearer\s)/i;

const LIMITS = { depth: 4, stringChars: 200, arrayItems: 20, objectKeys: 50, jsonChars: 8000 };

// jsonb holds neither a NUL nor half of a surrogate pair; the request check refuses both, and
// whatever else reaches the trail (a service's own entry) is made storable instead of failing it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function storableText(value: string): string {
  return value.replaceAll("\u0000", "\ufffd").replace(LONE_SURROGATE, "\ufffd");
}

function boundString(raw: string): string {
  const value = storableText(raw);
  const chars = Array.from(value);
  if (SECRET_VALUE.test(value)) return REDACTED;
  return chars.length <= LIMITS.stringChars
    ? value
    : `${chars.slice(0, LIMITS.stringChars).join("")}…（全${chars.length}文字）`;
}

function walk(value: unknown, depth: number): JsonValue | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return boundString(value);
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "boolean") return value;
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "function" || typeof value === "symbol") return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array || value instanceof ArrayBuffer)
    return `[バイナリ ${value.byteLength} バイト]`;
  if (depth >= LIMITS.depth) return "[…]";
  if (Array.isArray(value)) {
    const items = value.slice(0, LIMITS.arrayItems).map((v) => walk(v, depth + 1) ?? null);
    if (value.length > LIMITS.arrayItems) items.push(`…（他${value.length - LIMITS.arrayItems}件）`);
    return items;
  }
  // Streams, files of a multipart body and other class instances say nothing useful and may be huge.
  // (Fastify's params object has a prototype without a constructor: plain data, so walked.)
  const constructorName = Object.getPrototypeOf(value)?.constructor?.name;
  if (constructorName && constructorName !== "Object") return `[${constructorName}]`;
  const out: { [key: string]: JsonValue } = {};
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, v] of entries.slice(0, LIMITS.objectKeys)) {
    const safe = isSecretKey(key) ? REDACTED : walk(v, depth + 1);
    if (safe !== undefined) out[storableText(key)] = safe;
  }
  if (entries.length > LIMITS.objectKeys) out["…"] = `他${entries.length - LIMITS.objectKeys}項目`;
  return out;
}

/**
 * A copy of `value` fit for the audit trail: secrets replaced by REDACTED at any depth, long text cut,
 * big arrays and objects shortened, binary content reduced to its size. Whatever comes out is small
 * JSON (at most about 8 KB); a larger result keeps only its top-level keys.
 */
export function redactForAudit(value: unknown): JsonValue | null {
  if (value === undefined) return null;
  const safe = walk(value, 0) ?? null;
  if (JSON.stringify(safe).length <= LIMITS.jsonChars) return safe;
  const keys =
    safe && typeof safe === "object" && !Array.isArray(safe)
      ? Object.keys(safe).slice(0, LIMITS.objectKeys)
      : [];
  return { truncated: true, keys };
}
