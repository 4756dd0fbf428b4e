// Format predicates for addresses and numbers people type (spec §5.1, §5.3).

const EMAIL_LOCAL = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?";
const EMAIL = new RegExp(`^${EMAIL_LOCAL}@${EMAIL_LABEL}(?:\\.${EMAIL_LABEL})+$`);

/**
 * Half-width letters, digits and the RFC 5322 atext symbols plus dots, "@", and a dotted domain.
 * Consecutive dots and a dot before "@" are accepted on purpose: old Japanese carrier addresses
 * (docomo, au) use them and are still in service.
 */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

// Japanese numbering plan. Hyphens are optional but, when present, must sit where Japanese people
// write them. Parentheses and +81 are not accepted.
const MOBILE = [/^0[789]0-\d{4}-\d{4}$/, /^0[789]0\d{8}$/]; // 070 / 080 / 090
const IP_PHONE = [/^050-\d{4}-\d{4}$/, /^050\d{8}$/];
const FREE_DIAL = [/^0120-\d{3}-\d{3}$/, /^0800-\d{3}-\d{4}$/, /^0120\d{6}$/, /^0800\d{7}$/];
const NAVI_DIAL = [/^0570-\d{3}-\d{3}$/, /^0570\d{6}$/];
// Fixed lines: 10 digits; area code (incl. 0) 2–5 digits + exchange 1–4 digits = 6 digits, then 4.
// The 10-digit prefixes 020/050/070/080/090 belong to non-fixed services and are excluded.
const FIXED_DIGITS = /^0(?!20|50|70|80|90)\d{9}$/;
const FIXED_HYPHEN = /^(0\d{1,4})-(\d{1,4})-(\d{4})$/;

function isFixedLine(value: string): boolean {
  const grouped = FIXED_HYPHEN.exec(value);
  if (grouped)
    return grouped[1]!.length + grouped[2]!.length === 6 && FIXED_DIGITS.test(value.replace(/-/g, ""));
  return FIXED_DIGITS.test(value);
}

const anyOf = (patterns: RegExp[], value: string) => patterns.some((p) => p.test(value));

/** Fixed line, mobile (070/080/090), IP phone (050), free dial (0120/0800) or navi dial (0570). */
export function isTel(value: string): boolean {
  return (
    isFixedLine(value) ||
    anyOf(MOBILE, value) ||
    anyOf(IP_PHONE, value) ||
    anyOf(FREE_DIAL, value) ||
    anyOf(NAVI_DIAL, value)
  );
}

/** Fax numbers: fixed lines, 050 and free dial; mobile numbers cannot receive faxes. */
export function isFax(value: string): boolean {
  return isFixedLine(value) || anyOf(IP_PHONE, value) || anyOf(FREE_DIAL, value);
}

/** Japanese postal code written 123-4567 (half-width, hyphen required). */
export function isPostalCode(value: string): boolean {
  return /^\d{3}-\d{4}$/.test(value);
}

/** http(s) URL of printable ASCII (internationalised host names must be given in punycode). */
export function isUrl(value: string): boolean {
  if (!/^https?:\/\/[\x21-\x7e]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/** Dotted-quad IPv4. Leading zeros ("01") are rejected: some parsers read them as octal. */
export function isIPv4(value: string): boolean {
  return IPV4.test(value);
}
