import { type IpRange, MAX_IP_RANGE_NOTE_LENGTH, MAX_IP_RANGES } from "@gakumu/domain";

/** One editable row; `key` keeps React's row identity while rows are added and removed. */
export interface IpRangeRow {
  key: number;
  cidr: string;
  note: string;
}

export type IpRangeError = "required" | "format" | "duplicate" | "noteTooLong";
export interface IpRangeRowErrors {
  cidr?: IpRangeError;
  note?: IpRangeError;
}

export { MAX_IP_RANGES };

let nextKey = 1;
export function newRow(cidr = "", note = ""): IpRangeRow {
  return { key: nextKey++, cidr, note };
}

export function rowsFromRanges(ranges: readonly IpRange[]): IpRangeRow[] {
  return ranges.map((r) => newRow(r.cidr, r.note));
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function looksLikeIpv6(address: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(address) || !address.includes(":")) return false;
  const halves = address.split("::");
  if (halves.length > 2) return false;
  const groups = halves.flatMap((h) => (h === "" ? [] : h.split(":")));
  const last = groups.at(-1) ?? "";
  const v4Tail = last.includes(".");
  if (v4Tail && !IPV4.test(last)) return false;
  const hexGroups = v4Tail ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  const size = hexGroups.length + (v4Tail ? 2 : 0);
  return halves.length === 2 ? size < 8 : size === 8;
}

/**
 * Whether a value looks like an IPv4/IPv6 address with an optional prefix (IPv4 /0–32, IPv6
 * /0–128). A first check for the form; the server's check (node:net) is the one that counts.
 */
export function isCidr(value: string): boolean {
  const [address = "", prefix, ...rest] = value.trim().split("/");
  if (rest.length > 0) return false;
  const max = IPV4.test(address) ? 32 : looksLikeIpv6(address) ? 128 : 0;
  if (max === 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
}

/** Rows left wholly blank are dropped rather than reported: an added row the user did not fill. */
const isBlank = (row: IpRangeRow) => row.cidr.trim() === "" && row.note.trim() === "";

/** The request body: trimmed values of the filled rows, in order. */
export function toRanges(rows: readonly IpRangeRow[]): IpRange[] {
  return rows.filter((r) => !isBlank(r)).map((r) => ({ cidr: r.cidr.trim(), note: r.note.trim() }));
}

/** Errors by row key; an empty object means the rows can be sent. */
export function validateIpRangeRows(rows: readonly IpRangeRow[]): Record<number, IpRangeRowErrors> {
  const errors: Record<number, IpRangeRowErrors> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    if (isBlank(row)) continue;
    const found: IpRangeRowErrors = {};
    const cidr = row.cidr.trim().toLowerCase();
    if (cidr === "") found.cidr = "required";
    else if (!isCidr(cidr)) found.cidr = "format";
    else if (seen.has(cidr)) found.cidr = "duplicate";
    seen.add(cidr);
    if (row.note.trim().length > MAX_IP_RANGE_NOTE_LENGTH) found.note = "noteTooLong";
    if (found.cidr || found.note) errors[row.key] = found;
  }
  return errors;
}

/** Whether the rows differ from what the server holds. */
export function isChanged(rows: readonly IpRangeRow[], saved: readonly IpRange[]): boolean {
  const current = toRanges(rows);
  return (
    current.length !== saved.length ||
    current.some((r, i) => r.cidr !== saved[i]?.cidr || r.note !== saved[i]?.note)
  );
}
