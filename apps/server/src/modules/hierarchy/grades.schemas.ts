import { rules, stringField } from "@gakumu/domain";
import { z } from "zod";

// The back-office grade form repeats these rules with the same messages (grade-form.ts there).
/** A member's grade column holds the code; the member fields accept 0–99 (domain member-fields). */
export const GRADE_CD_MIN = 0;
export const GRADE_CD_MAX = 99;
export const GRADE_NAME_MAX = 50;
export const SORT_ORDER_MAX = 9999;

const gradeCdMessage = `学年コードは${GRADE_CD_MIN}〜${GRADE_CD_MAX}の整数で入力してください`;
const sortOrderMessage = `表示順は0〜${SORT_ORDER_MAX}の整数で入力してください`;

const gradeCd = z
  .number({ error: gradeCdMessage })
  .int(gradeCdMessage)
  .min(GRADE_CD_MIN, gradeCdMessage)
  .max(GRADE_CD_MAX, gradeCdMessage);
const sortOrder = z
  .number({ error: sortOrderMessage })
  .int(sortOrderMessage)
  .min(0, sortOrderMessage)
  .max(SORT_ORDER_MAX, sortOrderMessage);
export const gradeNameField = stringField(
  rules.required({ field: "学年名" }),
  rules.maxLength(GRADE_NAME_MAX),
);

export const GradeCdParams = z.object({ gradeCd: z.coerce.number({ error: gradeCdMessage }).pipe(gradeCd) });

export const CreateGradeBody = z.object({
  gradeCd,
  name: gradeNameField,
  /** Absent: after the organisation's other grades. */
  sortOrder: sortOrder.optional(),
});
export const UpdateGradeBody = z.object({ name: gradeNameField, sortOrder });

export const GradeItem = z.object({
  gradeCd: z.number(),
  name: z.string(),
  sortOrder: z.number(),
  /** Members (not deleted, any process mode) holding this grade. */
  memberCount: z.number(),
});
export const GradeListResponse = z.object({ gradeList: z.array(GradeItem) });
export const GradeResponse = z.object({ grade: GradeItem });
