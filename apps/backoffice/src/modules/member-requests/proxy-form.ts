import { memberFieldSpec, parseMemberField, rules, validate } from "@gakumu/domain";
import type { LookedUpMember, PayloadValue } from "./member-requests-api";
import { CHANGE_FIELDS, isChangeType, MAX_CERTIFICATE_COPIES } from "./request-fields";

/** What the proxy request form holds: text per field name, plus purpose and copies. */
export interface ProxyDraft {
  requestType: string;
  values: Record<string, string>;
  purpose: string;
  copies: number;
}

export const fieldTitle = (fieldName: string) => memberFieldSpec(fieldName)?.fieldTitle ?? fieldName;

/** A new draft for a request type; a change starts from the member's current values. */
export function draftFor(requestType: string, member: LookedUpMember | null): ProxyDraft {
  const values: Record<string, string> = {};
  for (const { fieldName } of CHANGE_FIELDS[requestType] ?? []) {
    const current = member?.values[fieldName];
    values[fieldName] = current === null || current === undefined ? "" : String(current);
  }
  return { requestType, values, purpose: "", copies: 1 };
}

/**
 * Field messages as the server would give them (the same domain parser), so most mistakes are
 * caught before sending; the server checks again and its messages land on the same fields.
 */
export function validateDraft(draft: ProxyDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (isChangeType(draft.requestType)) {
    for (const { fieldName, required } of CHANGE_FIELDS[draft.requestType] ?? []) {
      const parsed = parseMemberField(fieldName, draft.values[fieldName], required);
      if (!parsed.ok) errors[fieldName] = `${fieldTitle(fieldName)}：${parsed.message}`;
    }
    return errors;
  }
  const purpose = validate(draft.purpose.trim(), rules.required({ field: "使用目的" }), rules.maxLength(200));
  if (purpose) errors.purpose = purpose;
  if (draft.copies < 1 || draft.copies > MAX_CERTIFICATE_COPIES) {
    errors.copies = `部数は1から${MAX_CERTIFICATE_COPIES}の範囲で入力してください`;
  }
  return errors;
}

/** The payload the server expects for the draft's type. */
export function payloadOf(draft: ProxyDraft): Record<string, PayloadValue> {
  if (isChangeType(draft.requestType)) return { ...draft.values };
  return { purpose: draft.purpose.trim(), copies: draft.copies };
}
