import { divisionCdRules, divisionNameRules, validate } from "@gakumu/domain";

// The server checks a node with the same rules (@gakumu/domain hierarchy/division-code.ts).
export { DIVISION_CD_MAX } from "@gakumu/domain";

export interface NodeFormErrors {
  divisionCd?: string;
  name?: string;
}

/** Checks what the form sends; `divisionCd` is null when renaming (the code never changes). */
export function validateNodeForm(values: { divisionCd: string | null; name: string }): NodeFormErrors {
  const errors: NodeFormErrors = {};
  if (values.divisionCd !== null) {
    const codeError = validate(values.divisionCd, ...divisionCdRules);
    if (codeError) errors.divisionCd = codeError;
  }
  const nameError = validate(values.name, ...divisionNameRules);
  if (nameError) errors.name = nameError;
  return errors;
}
