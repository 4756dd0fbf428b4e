import {
  EnrollmentStatus,
  MEMBER_FIELDS,
  type MemberAttributeTypeCode,
  MemberStatus,
  memberFieldSpec,
  parseMemberAttributeValue,
  parseMemberField,
  TransferReason,
  validityPeriodError,
} from "@gakumu/domain";
import type {
  FieldValue,
  ImportFieldSetting,
  MemberAttribute,
  MemberDetail,
  MemberWriteBody,
} from "./members-api";

/** The screen's groups of §3.3 fields, in display order. */
export const FIELD_GROUPS = [
  {
    key: "basic",
    fields: [
      "member_id",
      "name",
      "name_kana",
      "gender_cd",
      "birth_date",
      "grade",
      "examinees_no",
      "examinees_no_last_4_digits",
    ],
  },
  {
    key: "contact",
    fields: [
      "mobile_tel_no",
      "mail_address",
      "mail_address1",
      "mail_address2",
      "tel_no",
      "fax_no",
      "postal_cd",
      "prefectures_cd",
      "address1",
      "address2",
    ],
  },
  {
    key: "affiliation",
    fields: [
      "division_cd",
      "section_cd",
      "subsection_cd",
      "unit_cd",
      "subunit_cd",
      "is_dormitory",
      "is_apartment",
      "is_international",
      "commute",
    ],
  },
  { key: "validity", fields: ["valid_start", "valid_end"] },
  {
    key: "school",
    fields: [
      "enrolled",
      "admission_type",
      "application_type",
      "academic_history",
      "alma_mater_cd",
      "alma_mater_enrolled",
      "alma_mater_grade",
      "alma_mater_graduation_type",
      "alma_mater_result_evaluation",
      "alma_mater_lecturer_name",
    ],
  },
] as const;

export type GroupKey = (typeof FIELD_GROUPS)[number]["key"] | "attributes";

export interface MemberFormValues {
  fields: Record<string, string>;
  status: string;
  enrollmentStatus: string;
  transferReason: string;
  attributes: Record<string, string | string[]>;
}

export type FormErrors = Record<string, string>;

/** The organisation's setting of a field; an organisation without settings uses every field. */
export function fieldSetting(settings: readonly ImportFieldSetting[], fieldName: string) {
  const setting = settings.find((s) => s.fieldName === fieldName);
  const spec = memberFieldSpec(fieldName);
  return {
    visible: settings.length === 0 || (setting?.isValid ?? false),
    label: setting?.fieldTitle ?? spec?.fieldTitle ?? fieldName,
    required: Boolean(spec?.isRequired || (setting?.isValid && setting.isRequired)),
  };
}

/** A stored value as the text its input shows: flags "1"/"0", numbers as digits, empty as "". */
export function fieldText(value: FieldValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "1" : "0";
  return String(value);
}

export function emptyForm(attributes: readonly MemberAttribute[]): MemberFormValues {
  return {
    fields: Object.fromEntries(MEMBER_FIELDS.map((f) => [f.fieldName, f.kind === "flag" ? "0" : ""])),
    status: "AVAILABLE",
    enrollmentStatus: String(EnrollmentStatus.ENROLLED),
    transferReason: "",
    attributes: Object.fromEntries(
      attributes.map((a) => [a.attributeCd, a.attributeType === "MULTIPLE" ? [] : ""]),
    ),
  };
}

export function formFromDetail(
  detail: MemberDetail,
  attributes: readonly MemberAttribute[],
): MemberFormValues {
  const base = emptyForm(attributes);
  for (const f of MEMBER_FIELDS)
    base.fields[f.fieldName] = fieldText(detail.fields[f.fieldName] ?? null) || base.fields[f.fieldName]!;
  for (const a of attributes) {
    const value = detail.attributes[a.attributeCd];
    base.attributes[a.attributeCd] = Array.isArray(value)
      ? value
      : value === null || value === undefined
        ? base.attributes[a.attributeCd]!
        : String(value);
  }
  return {
    ...base,
    status: detail.status,
    enrollmentStatus: String(detail.enrollmentStatus),
    transferReason: detail.transferReason === null ? "" : String(detail.transferReason),
  };
}

/** The enrollment statuses that carry a transfer reason (withdrawal, dismissal, transfer). */
export const isLeaving = (enrollmentStatus: string) => ["3", "4", "5"].includes(enrollmentStatus);

/**
 * The same checks the server runs on each field (parseMemberField, the attribute parser, the period
 * order), so most mistakes show before sending; references to masters are the server's to judge.
 */
export function validateMemberForm(
  values: MemberFormValues,
  settings: readonly ImportFieldSetting[],
  attributes: readonly MemberAttribute[],
): FormErrors {
  const errors: FormErrors = {};
  for (const f of MEMBER_FIELDS) {
    const setting = fieldSetting(settings, f.fieldName);
    if (!setting.visible) continue;
    const parsed = parseMemberField(f.fieldName, values.fields[f.fieldName], setting.required);
    if (!parsed.ok) errors[f.fieldName] = parsed.message;
  }
  const period = validityPeriodError(
    (parseMemberField("valid_start", values.fields.valid_start).ok && values.fields.valid_start) || null,
    (parseMemberField("valid_end", values.fields.valid_end).ok && values.fields.valid_end) || null,
  );
  if (period && !errors.valid_end) errors.valid_end = period;
  for (const a of attributes) {
    const parsed = parseMemberAttributeValue(
      { ...a, attributeType: a.attributeType as MemberAttributeTypeCode },
      values.attributes[a.attributeCd],
    );
    if (!parsed.ok) errors[`attributes.${a.attributeCd}`] = parsed.message;
  }
  return errors;
}

/**
 * The messages after an edit: a field that changed (typed, or filled by 住所を検索) is checked again,
 * so a message never outlives the value it was about; the others keep theirs (some came from the
 * server, which alone judges masters). No message appears for a field the person is still typing.
 */
export function revalidateChanged(
  errors: FormErrors,
  before: MemberFormValues,
  after: MemberFormValues,
  settings: readonly ImportFieldSetting[],
  attributes: readonly MemberAttribute[],
): FormErrors {
  const changed = new Set<string>();
  for (const [name, value] of Object.entries(after.fields))
    if (before.fields[name] !== value) changed.add(name);
  for (const [cd, value] of Object.entries(after.attributes))
    if (JSON.stringify(before.attributes[cd]) !== JSON.stringify(value)) changed.add(`attributes.${cd}`);
  for (const key of ["status", "enrollmentStatus", "transferReason"] as const)
    if (before[key] !== after[key]) changed.add(key);
  // The period's order is reported under its end.
  if (changed.has("valid_start")) changed.add("valid_end");
  const stale = Object.keys(errors).filter((key) => changed.has(key));
  if (stale.length === 0) return errors;
  const fresh = validateMemberForm(after, settings, attributes);
  const next = { ...errors };
  for (const key of stale) {
    if (fresh[key] === undefined) delete next[key];
    else next[key] = fresh[key];
  }
  return next;
}

/** The request body: the fields the organisation uses (hidden ones are left as stored). */
export function toWriteBody(
  values: MemberFormValues,
  settings: readonly ImportFieldSetting[],
): MemberWriteBody {
  const body: MemberWriteBody = {};
  for (const f of MEMBER_FIELDS)
    if (fieldSetting(settings, f.fieldName).visible) body[f.fieldName] = values.fields[f.fieldName] ?? "";
  // The selects offer only the code lists' values; anything else is left for the server's default.
  const enrollmentStatus = Number(values.enrollmentStatus);
  const transferReason = Number(values.transferReason);
  if (MemberStatus.isValid(values.status)) body.status = values.status;
  if (EnrollmentStatus.isValid(enrollmentStatus)) body.enrollmentStatus = enrollmentStatus;
  body.transferReason =
    isLeaving(values.enrollmentStatus) && TransferReason.isValid(transferReason) ? transferReason : null;
  body.attributes = values.attributes;
  return body;
}

/** The server's `details` as messages by path, the first one per field. */
export function errorsFromDetails(details: readonly { path: string; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const d of details) errors[d.path] ??= d.message;
  return errors;
}
