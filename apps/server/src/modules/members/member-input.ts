import type { MemberWriteInput } from "@gakumu/domain";
import {
  EnrollmentStatus,
  MEMBER_FIELDS,
  type MemberAttributeValue,
  memberFieldProperty,
  parseMemberAttributeValue,
  parseMemberField,
  validityPeriodError,
} from "@gakumu/domain";
import type { ErrorDetail } from "../../platform/errors/app-error";
import { ValidationError } from "../../platform/errors/app-error";
import { hierarchyPathError, titleOf, type WriteReferences } from "./member-references";
import type { member } from "./members.tables";
import { buildMemberSearchText } from "./search-text";

type MemberRow = typeof member.$inferSelect;
/** The columns a write sets; the caller adds tenant, organisation, process mode and bookkeeping. */
export type MemberValues = Partial<typeof member.$inferInsert>;

/** Enrollment statuses a member leaves by, the only ones that carry a transfer reason. */
const LEAVING: readonly number[] = [
  EnrollmentStatus.WITHDRAWAL,
  EnrollmentStatus.DISMISSAL,
  EnrollmentStatus.TRANSFER,
];

export const INPUT_ERROR_MESSAGE = "入力内容に誤りがあります。各項目のメッセージを確認してください。";

function parseFields(input: MemberWriteInput, refs: WriteReferences, current: MemberRow | null) {
  const values: Record<string, unknown> = {};
  const errors: ErrorDetail[] = [];
  const body = input as Record<string, string | null | undefined>;
  for (const spec of MEMBER_FIELDS) {
    const text = body[spec.fieldName];
    // An edit that leaves a field out keeps it: a field the organisation hides is never sent.
    if (current && text === undefined) continue;
    const parsed = parseMemberField(spec.fieldName, text, refs.requiredFields.has(spec.fieldName));
    if (parsed.ok) values[memberFieldProperty(spec.fieldName)] = parsed.value;
    else errors.push({ path: spec.fieldName, message: parsed.message });
  }
  return { values, errors };
}

function parseAttributes(input: MemberWriteInput, refs: WriteReferences, errors: ErrorDetail[]) {
  const given = input.attributes ?? {};
  const known = new Set(refs.attributes.map((a) => a.attributeCd));
  for (const code of Object.keys(given))
    if (!known.has(code)) errors.push({ path: `attributes.${code}`, message: "この属性は存在しません。" });
  const stored: Record<string, MemberAttributeValue> = {};
  for (const definition of refs.attributes) {
    const parsed = parseMemberAttributeValue(definition, given[definition.attributeCd]);
    if (!parsed.ok) errors.push({ path: `attributes.${definition.attributeCd}`, message: parsed.message });
    else if (parsed.value !== null) stored[definition.attributeCd] = parsed.value;
  }
  return stored;
}

/** The reference and cross-field rules, on the values the row will hold after the write. */
function checkCombined(
  next: Record<string, unknown>,
  input: MemberWriteInput,
  refs: WriteReferences,
  current: MemberRow | null,
  errors: ErrorDetail[],
) {
  const pathError = hierarchyPathError(refs, next as Parameters<typeof hierarchyPathError>[1], current);
  const levelsChanged =
    !current ||
    ["divisionCd", "sectionCd", "subsectionCd", "unitCd", "subunitCd"].some(
      (k) => next[k] !== current[k as keyof MemberRow],
    );
  if (pathError && levelsChanged && !errors.some((e) => e.path === pathError.path)) errors.push(pathError);

  const grade = next.grade as number | null;
  if (
    grade !== null &&
    grade !== current?.grade &&
    !refs.gradeCodes.has(grade) &&
    !errors.some((e) => e.path === "grade")
  )
    errors.push({ path: "grade", message: `${titleOf(refs, "grade")}「${grade}」は存在しません。` });

  const period = validityPeriodError(next.validStart as string | null, next.validEnd as string | null);
  if (period && !errors.some((e) => e.path === "valid_end"))
    errors.push({ path: "valid_end", message: period });

  const enrollment = next.enrollmentStatus as number;
  if (input.transferReason != null && !LEAVING.includes(enrollment))
    errors.push({
      path: "transferReason",
      message: "異動理由は在籍状況が退学・除籍・転学のときだけ指定できます。",
    });
}

/**
 * Turns a create or edit body into the columns to write, or throws one ValidationError holding every
 * field's message (`details[].path` is the §3.3 field name, `attributes.<code>`, `transferReason`).
 * Every field goes through parseMemberField; references (hierarchy path, grade) are checked only when
 * they change, so a member placed before a master changed can still be edited.
 */
export function parseMemberInput(
  input: MemberWriteInput,
  refs: WriteReferences,
  current: MemberRow | null,
): MemberValues {
  const { values, errors } = parseFields(input, refs, current);
  if (input.status !== undefined) values.status = input.status;
  if (input.enrollmentStatus !== undefined) values.enrollmentStatus = input.enrollmentStatus;
  if (!current || input.attributes !== undefined) values.attributes = parseAttributes(input, refs, errors);

  const next: Record<string, unknown> = {
    ...(current ?? { enrollmentStatus: EnrollmentStatus.ENROLLED }),
    ...values,
  };
  for (const key of ["grade", "validStart", "validEnd"]) next[key] ??= null;
  checkCombined(next, input, refs, current, errors);
  if (errors.length > 0) throw new ValidationError(INPUT_ERROR_MESSAGE, errors);

  // A member who is back (or still) in a non-leaving status has no transfer reason to keep.
  const enrollment = next.enrollmentStatus as number;
  if (input.transferReason !== undefined) values.transferReason = input.transferReason;
  if (!LEAVING.includes(enrollment)) values.transferReason = null;
  values.searchText = buildMemberSearchText({
    name: next.name as string,
    nameKana: next.nameKana as string | null,
    memberId: next.memberId as string,
  });
  return values as MemberValues;
}
