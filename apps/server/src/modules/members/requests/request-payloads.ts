import {
  type CodeType,
  MAX_CERTIFICATE_COPIES,
  memberFieldSpec,
  parseMemberField,
  REQUEST_CHANGE_FIELDS,
  type RequestChangeField,
  type RequestType,
} from "@gakumu/domain";
import type { ErrorDetail } from "../../../platform/errors/app-error";
import type { RequestPayload } from "./member-requests.tables";

/**
 * What each request type carries (spec §3.4 request types), and how a submitted payload becomes the
 * stored one. A change request holds new values of member fields, keyed by their §3.3 field names
 * and parsed with the domain's `parseMemberField` (so a value a member may request is exactly a value
 * the member screen and the import accept, normalised the same way). A certificate request holds
 * its purpose and the number of copies.
 */
export type RequestTypeCode = CodeType<typeof RequestType>;

export type ChangeField = RequestChangeField;
export const CHANGE_FIELDS = REQUEST_CHANGE_FIELDS;
export { MAX_CERTIFICATE_COPIES };

const PURPOSE_MAX_LENGTH = 200;

export function changeFieldsOf(type: string): readonly ChangeField[] | null {
  return CHANGE_FIELDS[type] ?? null;
}

export function isChangeRequest(type: string): boolean {
  return changeFieldsOf(type) !== null;
}

export function fieldTitleOf(fieldName: string): string {
  return memberFieldSpec(fieldName)?.fieldTitle ?? fieldName;
}

const textOf = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === "number"
      ? String(value)
      : typeof value === "string"
        ? value
        : null;

export type PayloadResult = { ok: true; payload: RequestPayload } | { ok: false; details: ErrorDetail[] };

/**
 * The stored payload of a change request, or a message per field. `requiredByOrganization` names
 * fields the organisation's member import settings make required.
 */
export function parseChangePayload(
  fields: readonly ChangeField[],
  raw: Record<string, unknown>,
  requiredByOrganization: ReadonlySet<string> = new Set(),
): PayloadResult {
  const payload: RequestPayload = {};
  const details: ErrorDetail[] = [];
  for (const { fieldName, required } of fields) {
    const parsed = parseMemberField(
      fieldName,
      textOf(raw[fieldName]),
      required || requiredByOrganization.has(fieldName),
    );
    if (parsed.ok) payload[fieldName] = parsed.value as string | number | null;
    else details.push({ path: fieldName, message: `${fieldTitleOf(fieldName)}：${parsed.message}` });
  }
  return details.length > 0 ? { ok: false, details } : { ok: true, payload };
}

/** The stored payload of a certificate request: purpose (required, 200 characters) and copies (1–10). */
export function parseCertificatePayload(raw: Record<string, unknown>): PayloadResult {
  const details: ErrorDetail[] = [];
  const purpose = (textOf(raw.purpose) ?? "").replace(/^[\s\u3000]+|[\s\u3000]+$/g, "");
  if (purpose === "") details.push({ path: "purpose", message: "使用目的を入力してください" });
  else if ([...purpose].length > PURPOSE_MAX_LENGTH)
    details.push({ path: "purpose", message: `使用目的は${PURPOSE_MAX_LENGTH}文字以内で入力してください` });
  const copiesText = textOf(raw.copies)?.trim() ?? "";
  const copies = /^\d+$/.test(copiesText) ? Number(copiesText) : Number.NaN;
  if (!(copies >= 1 && copies <= MAX_CERTIFICATE_COPIES)) {
    details.push({ path: "copies", message: `部数は1から${MAX_CERTIFICATE_COPIES}の範囲で入力してください` });
  }
  return details.length > 0 ? { ok: false, details } : { ok: true, payload: { purpose, copies } };
}

export function parseRequestPayload(
  type: string,
  raw: Record<string, unknown>,
  requiredByOrganization?: ReadonlySet<string>,
): PayloadResult {
  const fields = changeFieldsOf(type);
  return fields ? parseChangePayload(fields, raw, requiredByOrganization) : parseCertificatePayload(raw);
}
