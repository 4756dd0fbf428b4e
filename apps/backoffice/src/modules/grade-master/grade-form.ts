import { rules, validate } from "@gakumu/domain";
import type { GradeItem } from "./grades-api";

// The server's grade rules (@gakumu/domain hierarchy/hierarchy-api.ts), with the same messages.
export const GRADE_CD_MAX = 99;
export const GRADE_NAME_MAX = 50;
export const SORT_ORDER_MAX = 9999;

/** Number fields hold numbers already clamped to their range (ClampedNumberInput, spec §5.2). */
export interface GradeFormValues {
  gradeCd: number;
  name: string;
  sortOrder: number;
}

export type GradeFormErrors = Partial<Record<keyof GradeFormValues, string>>;

/** A new grade starts after the last one: the next free code and the next display position. */
export function newGradeValues(grades: readonly GradeItem[]): GradeFormValues {
  const codes = new Set(grades.map((g) => g.gradeCd));
  let gradeCd = Math.min(GRADE_CD_MAX, Math.max(0, ...grades.map((g) => g.gradeCd)) + 1);
  while (codes.has(gradeCd) && gradeCd > 0) gradeCd--;
  const sortOrder = Math.min(SORT_ORDER_MAX, Math.max(0, ...grades.map((g) => g.sortOrder)) + 1);
  return { gradeCd, name: "", sortOrder };
}

/** On create the code must be free: the same words as the server's 409, before a round trip. */
export function validateGradeForm(
  values: GradeFormValues,
  mode: "create" | "edit",
  grades: readonly GradeItem[],
): GradeFormErrors {
  const errors: GradeFormErrors = {};
  if (mode === "create" && grades.some((g) => g.gradeCd === values.gradeCd))
    errors.gradeCd = `学年コード「${values.gradeCd}」は既に登録されています。`;
  const name = validate(values.name, rules.required({ field: "学年名" }), rules.maxLength(GRADE_NAME_MAX));
  if (name) errors.name = name;
  return errors;
}
