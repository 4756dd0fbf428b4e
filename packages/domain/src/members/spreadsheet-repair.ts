import { toHalfWidthAscii } from "../text/normalize";
import { isFax, isPostalCode, isTel } from "../validation/predicates/contact";
import { type MemberFieldSpec, memberFieldSpec, type ParsedField, parseMemberField } from "./member-fields";

/**
 * Values a spreadsheet changed when an exported file was opened and saved again (Excel and
 * LibreOffice read 090…, 01 and 012-3456 as numbers and dates as day counts), restored when only one
 * original is possible. Each restoration comes with the Japanese note the import check shows as a
 * warning: the value is read, but someone should know it was repaired.
 */

/** A restored text and why. */
export interface Restoration {
  text: string;
  message: string;
}

const lostZero = (restored: string): Restoration => ({
  text: restored,
  message: `先頭の0が欠けていたため ${restored} として読み込みました`,
});

// Excel counts days from 1899-12-30, up to 9999-12-31 (2958465). Before 1900-03-01 (61) its serials
// are off by one (it counts a 1900-02-29 that never was): no member's date is that old.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_MIN_SERIAL = 61;
const EXCEL_MAX_SERIAL = 2_958_465;
const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * 9 or 10 digits starting with 1–9: a Japanese number (always 0-led: 0X0-XXXX-XXXX, 0X-XXXX-XXXX)
 * read as a number. Restored only when the 0-led form is a valid number of the field's kind.
 */
export function restoreTelNumber(text: string, fax = false): Restoration | null {
  if (!/^[1-9]\d{8,9}$/.test(text)) return null;
  const restored = `0${text}`;
  return (fax ? isFax(restored) : isTel(restored)) ? lostZero(restored) : null;
}

/** A postal code of a 0 region (北海道 0xx): 6 digits, or 2-4 digits around the hyphen. */
export function restorePostalCode(text: string): Restoration | null {
  const digits = /^\d{6}$/.test(text) ? text : /^\d{2}-\d{4}$/.test(text) ? text.replace("-", "") : null;
  if (digits === null) return null;
  const restored = `0${digits.slice(0, 2)}-${digits.slice(2)}`;
  return isPostalCode(restored) ? lostZero(restored) : null;
}

/**
 * A date cell saved as its serial number (45000 = 2023/03/15). Eight digits stay yyyymmdd, which
 * the date rule reads itself.
 */
export function restoreDateSerial(text: string): Restoration | null {
  if (!/^\d{1,7}$/.test(text)) return null;
  const serial = Number(text);
  if (serial < EXCEL_MIN_SERIAL || serial > EXCEL_MAX_SERIAL) return null;
  const date = new Date(EXCEL_EPOCH_MS + serial * 86_400_000);
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  return {
    text: `${y}-${pad2(m)}-${pad2(d)}`,
    message: `日付がシリアル値（${text}）になっていたため ${y}/${pad2(m)}/${pad2(d)} として読み込みました`,
  };
}

/**
 * A hierarchy code that lost its leading zeros (01 → 1), given the codes it may stand for (the
 * level's codes under its parent). Restored when exactly one of them is the code with zeros in front.
 */
export function restoreLevelCode(code: string, candidates: Iterable<string>): Restoration | null {
  if (!/^\d+$/.test(code)) return null;
  const matches = [...candidates].filter(
    (c) => c.length > code.length && c.endsWith(code) && /^0+$/.test(c.slice(0, c.length - code.length)),
  );
  return matches.length === 1 ? lostZero(matches[0]!) : null;
}

function restoreByKind(spec: MemberFieldSpec, text: string): Restoration | null {
  switch (spec.kind) {
    case "tel":
      return restoreTelNumber(text, spec.fieldName === "fax_no");
    case "postal":
      return restorePostalCode(text);
    case "date":
      return restoreDateSerial(text);
    default:
      return null;
  }
}

/** A field as the importer reads it: parsed, or restored and parsed with the note of what was done. */
export type ImportedField = ParsedField & { restored?: Restoration };

/**
 * parseMemberField, except that a value refused as it stands is tried once more as a spreadsheet
 * may have changed it; only a restoration the field's rule then accepts is kept.
 */
export function parseImportedMemberField(
  fieldName: string,
  raw: string | null | undefined,
  required = false,
): ImportedField {
  const parsed = parseMemberField(fieldName, raw, required);
  const spec = memberFieldSpec(fieldName);
  if (parsed.ok || !spec) return parsed;
  const restored = restoreByKind(spec, toHalfWidthAscii(raw ?? "").trim());
  if (!restored) return parsed;
  const again = parseMemberField(fieldName, restored.text, required);
  return again.ok ? { ...again, restored } : parsed;
}
