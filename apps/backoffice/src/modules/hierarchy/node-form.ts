import { rules, validate } from "@gakumu/domain";

// The server's rules for a node (apps/server modules/hierarchy/hierarchy.schemas.ts), same messages.
export const DIVISION_CD_PATTERN = /^[A-Za-z0-9]+$/;
export const DIVISION_CD_MAX = 32;
export const DIVISION_NAME_MAX = 100;
const CODE_MESSAGE = "所属コードは半角英数字で入力してください";

export interface NodeFormErrors {
  divisionCd?: string;
  name?: string;
}

/** Checks what the form sends; `divisionCd` is null when renaming (the code never changes). */
export function validateNodeForm(values: { divisionCd: string | null; name: string }): NodeFormErrors {
  const errors: NodeFormErrors = {};
  if (values.divisionCd !== null) {
    const codeError = validate(
      values.divisionCd,
      rules.required({ field: "所属コード" }),
      rules.maxLength(DIVISION_CD_MAX),
      (v) => (v === "" || DIVISION_CD_PATTERN.test(v) ? null : CODE_MESSAGE),
    );
    if (codeError) errors.divisionCd = codeError;
  }
  const nameError = validate(
    values.name,
    rules.required({ field: "所属名" }),
    rules.maxLength(DIVISION_NAME_MAX),
  );
  if (nameError) errors.name = nameError;
  return errors;
}
