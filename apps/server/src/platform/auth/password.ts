import crypto from "node:crypto";
import { promisify } from "node:util";
import { formatMessage, isValidPassword } from "@gakumu/domain";

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * Cost parameters for new hashes. N = 2^15, r = 8 needs 32 MiB and about 50–100 ms per hash: slow
 * enough to make guessing expensive, fast enough for a login. They are written into every stored
 * string, so raising them later leaves existing hashes verifiable.
 */
const DEFAULT_PARAMS = { N: 32768, r: 8, p: 1 } as const;
/** The cost API tests hash with (apps/server/test/api-setup.ts): still scrypt, a thirty-second of the work. */
const TEST_PARAMS = { N: 1024, r: 8, p: 1 } as const;
let newHashParams: { readonly N: number; readonly r: number; readonly p: number } = DEFAULT_PARAMS;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Node refuses scrypt above maxmem; 128 * N * r bytes plus headroom. */
const maxmemFor = (N: number, r: number) => 128 * N * r * 2;

/** The rule's message of spec §5.3, from the shared catalogue so the SPAs say the same. */
export const PASSWORD_RULE_MESSAGE = formatMessage("validation.password", {}, "ja");
export const PASSWORD_TOO_LONG_MESSAGE = "パスワードは128文字以内で入力してください";
// Hashing cost grows with length; a cap keeps a megabyte "password" from tying up the server.
const MAX_LENGTH = 128;

/** Hashes with a fresh random salt into `scrypt$N$r$p$salt$hash` (salt and hash in base64). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = newHashParams;
  const salt = crypto.randomBytes(SALT_LENGTH);
  const hash = await scrypt(password.normalize("NFC"), salt, KEY_LENGTH, {
    N,
    r,
    p,
    maxmem: maxmemFor(N, r),
  });
  return ["scrypt", N, r, p, salt.toString("base64"), hash.toString("base64")].join("$");
}

/**
 * Makes new hashes cheap, for a test process only: the API tests hash and check thousands of passwords,
 * minutes of CPU at the production cost. Verification follows each hash's own parameters, so it runs
 * the same code either way. Nothing outside the test setup calls this.
 */
export function lowerHashCostForTests(): void {
  newHashParams = TEST_PARAMS;
}

/** True when the password produces the stored hash; false for a wrong password or a malformed string. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const salt = Buffer.from(parts[4]!, "base64");
  const expected = Buffer.from(parts[5]!, "base64");
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scrypt(password.normalize("NFC"), salt, expected.length, {
    N,
    r,
    p,
    maxmem: maxmemFor(N, r),
  });
  // Constant time, so the comparison does not reveal how many leading bytes matched.
  return crypto.timingSafeEqual(actual, expected);
}

/**
 * The password rule of spec §5.1/§5.3 (8+ characters, 3 of upper/lower/digit/symbol, half-width only),
 * shared with the SPAs through @gakumu/domain. Returns the Japanese message, or null when it passes.
 */
export function checkPasswordRule(password: string): string | null {
  if (password.length > MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  return isValidPassword(password) ? null : PASSWORD_RULE_MESSAGE;
}

// Look-alike characters (0/O, 1/l/I) are left out: a generated password is read off a terminal.
const GENERATED_SETS = [
  "ABCDEFGHJKLMNPQRSTUVWXYZ",
  "abcdefghijkmnopqrstuvwxyz",
  "23456789",
  "-_!#%+=?",
] as const;

/** A random password that satisfies the rule: every class at least once, 16 characters. */
export function generatePassword(length = 16): string {
  const all = GENERATED_SETS.join("");
  const chars = GENERATED_SETS.map((set) => set[crypto.randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[crypto.randomInt(all.length)]!);
  // Fisher–Yates, so the guaranteed characters are not always at the front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join("");
}
