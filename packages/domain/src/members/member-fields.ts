import { AdmissionType, AlmaMaterGraduationType, ApplicationType } from "../codes/admission";
import { PREFECTURE_CHOICES } from "../codes/prefectures";
import { formatMessage } from "../i18n/format";
import { toFullWidthKatakana, toHalfWidthAscii } from "../text/normalize";
import { isEmail, isFax, isPostalCode, isTel } from "../validation/predicates/contact";
import {
  charLength,
  isFullWidthKatakana,
  isHalfWidthAlphanumericSymbol,
  isPureInteger,
} from "../validation/predicates/text";

/**
 * The member fields of spec §3.3 (the member import list), how a typed or imported text becomes the
 * stored value, and the Japanese reason when it cannot. The importer (one cell at a time), the member
 * create/edit route and the edit screen all go through `parseMemberField`, so a value accepted in one
 * place is accepted everywhere, with the same message.
 *
 * Input is forgiving where a school's Excel file usually differs from the canonical form: full-width
 * digits and letters are narrowed, half-width kana in 氏名カナ is widened, dates may use / or - and
 * Excel's own date cells, flags accept 1/0, はい/いいえ, ○/×, true/false.
 */

export type MemberFieldKind =
  | "text"
  | "kana"
  | "code"
  | "date"
  | "integer"
  | "flag"
  | "mail"
  | "tel"
  | "postal";

export interface MemberFieldSpec {
  readonly fieldName: string;
  /** The column title an organisation starts from (it may retitle it, e.g. 所属1 → 学科). */
  readonly fieldTitle: string;
  /** Required by the platform whatever the organisation's settings say (a member has an id and a name). */
  readonly isRequired: boolean;
  readonly kind: MemberFieldKind;
  readonly maxLength?: number;
  /** For kind "code": the allowed values and their labels (label text is accepted on import too). */
  readonly choices?: readonly { value: string; label: string }[];
  /** For kind "integer": bounds. */
  readonly min?: number;
  readonly max?: number;
}

const GENDER_CHOICES = [
  { value: "0", label: "不明" },
  { value: "1", label: "男性" },
  { value: "2", label: "女性" },
  { value: "9", label: "適用不能" },
] as const;

export { PREFECTURE_CHOICES };

const choicesOf = (list: { options: readonly { value: string | number; label: string }[] }) =>
  list.options.map((o) => ({ value: String(o.value), label: o.label }));

const f = (
  fieldName: string,
  fieldTitle: string,
  kind: MemberFieldKind,
  extra: Partial<Omit<MemberFieldSpec, "fieldName" | "fieldTitle" | "kind">> = {},
): MemberFieldSpec => ({ fieldName, fieldTitle, kind, isRequired: false, ...extra });

/** In the import order of spec §3.3. */
export const MEMBER_FIELDS: readonly MemberFieldSpec[] = [
  f("member_id", "会員ID", "code", { isRequired: true, maxLength: 32 }),
  f("name", "氏名", "text", { isRequired: true, maxLength: 100 }),
  f("name_kana", "氏名カナ", "kana", { maxLength: 200 }),
  f("gender_cd", "性別", "code", { choices: GENDER_CHOICES }),
  f("birth_date", "生年月日", "date"),
  f("mobile_tel_no", "携帯電話番号", "tel"),
  f("mail_address", "メールアドレス", "mail", { maxLength: 254 }),
  f("postal_cd", "郵便番号", "postal"),
  f("prefectures_cd", "都道府県", "code", { choices: PREFECTURE_CHOICES }),
  f("address1", "住所1", "text", { maxLength: 200 }),
  f("address2", "住所2", "text", { maxLength: 200 }),
  f("grade", "学年", "integer", { min: 0, max: 99 }),
  f("division_cd", "所属1", "code", { maxLength: 32 }),
  f("section_cd", "所属2", "code", { maxLength: 32 }),
  f("subsection_cd", "所属3", "code", { maxLength: 32 }),
  f("unit_cd", "所属4", "code", { maxLength: 32 }),
  f("subunit_cd", "所属5", "code", { maxLength: 32 }),
  f("valid_start", "有効期間開始日", "date"),
  f("valid_end", "有効期間終了日", "date"),
  f("examinees_no", "受験番号", "code", { maxLength: 32 }),
  f("examinees_no_last_4_digits", "受験番号下4桁", "code", { maxLength: 4 }),
  f("mail_address1", "メールアドレス1", "mail", { maxLength: 254 }),
  f("mail_address2", "メールアドレス2", "mail", { maxLength: 254 }),
  f("tel_no", "電話番号", "tel"),
  f("fax_no", "FAX番号", "tel"),
  f("is_dormitory", "寮生", "flag"),
  f("is_apartment", "下宿生", "flag"),
  f("is_international", "留学生", "flag"),
  f("commute", "通学方法", "text", { maxLength: 100 }),
  f("academic_history", "学歴", "text", { maxLength: 2000 }),
  f("admission_type", "入学区分", "code", { choices: choicesOf(AdmissionType) }),
  f("alma_mater_cd", "出身校コード", "code", { maxLength: 32 }),
  f("alma_mater_enrolled", "出身校入学年月", "code", { maxLength: 16 }),
  f("alma_mater_grade", "出身校学年", "code", { maxLength: 16 }),
  f("alma_mater_graduation_type", "出身校卒業区分", "code", { choices: choicesOf(AlmaMaterGraduationType) }),
  f("alma_mater_result_evaluation", "出身校評定", "code", { maxLength: 16 }),
  f("alma_mater_lecturer_name", "出身校担任名", "text", { maxLength: 100 }),
  f("enrolled", "入学年月日", "date"),
  f("application_type", "出願区分", "code", { choices: choicesOf(ApplicationType) }),
];

export type MemberFieldName = string;

const byName = new Map(MEMBER_FIELDS.map((spec) => [spec.fieldName, spec]));

export function memberFieldSpec(fieldName: string): MemberFieldSpec | undefined {
  return byName.get(fieldName);
}

/** What a text became: the stored value (null = empty), or the Japanese reason it was refused. */
export type ParsedField =
  | { ok: true; value: string | number | boolean | null }
  | { ok: false; message: string };

const ok = (value: string | number | boolean | null): ParsedField => ({ ok: true, value });
const fail = (message: string): ParsedField => ({ ok: false, message });

const TRUE_WORDS = new Set(["1", "true", "yes", "y", "はい", "○", "〇", "◯", "有", "あり"]);
const FALSE_WORDS = new Set(["0", "false", "no", "n", "いいえ", "×", "無", "なし", "-"]);

/** 'YYYY-MM-DD' from 2026/4/1, 2026-04-01, 20260401 or 2026年4月1日; null when it is not a real date. */
export function parseCalendarDate(text: string): string | null {
  const m =
    /^(\d{4})[/\-.年](\d{1,2})[/\-.月](\d{1,2})日?$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[1]}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

function tooLong(spec: MemberFieldSpec, value: string): ParsedField | null {
  if (spec.maxLength !== undefined && charLength(value) > spec.maxLength) {
    return fail(formatMessage("validation.lengthMax", { max: spec.maxLength }));
  }
  return null;
}

function parseByKind(spec: MemberFieldSpec, raw: string): ParsedField {
  const narrow = toHalfWidthAscii(raw).trim();
  switch (spec.kind) {
    case "text":
      return tooLong(spec, raw) ?? ok(raw);
    case "kana": {
      const kana = toFullWidthKatakana(raw).replace(/ /g, "\u3000");
      if (!isFullWidthKatakana(kana)) return fail(formatMessage("validation.fullWidthKatakana"));
      return tooLong(spec, kana) ?? ok(kana);
    }
    case "code": {
      if (spec.choices) {
        const hit = spec.choices.find(
          (c) => c.value === narrow || c.value === narrow.padStart(2, "0") || c.label === raw,
        );
        if (!hit) {
          const list = spec.choices.map((c) => `${c.value}（${c.label}）`).join("、");
          return fail(formatMessage("validation.code", { choices: list }));
        }
        return ok(hit.value);
      }
      if (!isHalfWidthAlphanumericSymbol(narrow))
        return fail(formatMessage("validation.halfWidthAlphanumericSymbol"));
      return tooLong(spec, narrow) ?? ok(narrow);
    }
    case "date": {
      const date = parseCalendarDate(narrow);
      return date === null ? fail(formatMessage("validation.date")) : ok(date);
    }
    case "integer": {
      if (!isPureInteger(narrow)) return fail(formatMessage("validation.integer"));
      const n = Number(narrow);
      if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
        return fail(formatMessage("validation.valueRange", { min: spec.min ?? 0, max: spec.max ?? n }));
      }
      return ok(n);
    }
    case "flag": {
      const word = narrow.toLowerCase();
      if (TRUE_WORDS.has(word)) return ok(true);
      if (FALSE_WORDS.has(word)) return ok(false);
      return fail(formatMessage("validation.flag"));
    }
    case "mail":
      if (!isEmail(narrow)) return fail(formatMessage("validation.email"));
      return tooLong(spec, narrow) ?? ok(narrow);
    case "tel":
      if (spec.fieldName === "fax_no" ? !isFax(narrow) : !isTel(narrow)) {
        return fail(formatMessage(spec.fieldName === "fax_no" ? "validation.fax" : "validation.tel"));
      }
      return ok(narrow);
    case "postal": {
      // 1234567 is how many school files hold it; store the §5.1 form 123-4567.
      const postal = /^\d{7}$/.test(narrow) ? `${narrow.slice(0, 3)}-${narrow.slice(3)}` : narrow;
      return isPostalCode(postal) ? ok(postal) : fail(formatMessage("validation.postalCode"));
    }
  }
}

/**
 * Parses one field's text. Empty (or whitespace-only) text is null, or 「入力してください」 when the
 * field is required — by the platform or, through `required`, by the organisation's import settings.
 * A flag's empty text is false.
 */
export function parseMemberField(
  fieldName: string,
  raw: string | null | undefined,
  required = false,
): ParsedField {
  const spec = byName.get(fieldName);
  if (!spec) return fail(formatMessage("validation.invalidType"));
  const text = (raw ?? "").replace(/^[\s\u3000]+|[\s\u3000]+$/g, "");
  if (text === "") {
    if (spec.isRequired || required) return fail(formatMessage("validation.required"));
    return ok(spec.kind === "flag" ? false : null);
  }
  return parseByKind(spec, text);
}

/** Cross-field rule: the validity period must not end before it starts. */
export function validityPeriodError(validStart: string | null, validEnd: string | null): string | null {
  if (validStart && validEnd && validEnd < validStart) return formatMessage("validation.dateOrder");
  return null;
}

/** snake_case field name → the camelCase property of the member record (member_id → memberId). */
export function memberFieldProperty(fieldName: string): string {
  return fieldName.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
