import {
  type DivisionOption,
  type PublicFormItem,
  type SurveyAnswerTypeCode,
  type SurveyQuestion,
  surveyQuestionItem,
} from "@gakumu/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { surveyQuestion } from "./surveys.tables";

// A survey's questions as stored, and as the form items the answer screen draws and the answer check
// runs on (the domain's surveyQuestionItem). DIVISION offers the organisation's hierarchy down to the
// question's depth, the way the forms module offers DIVISION_SELECT.

export type QuestionRow = typeof surveyQuestion.$inferSelect;

export async function questionsOf(db: Db, tenantId: number, surveyId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(surveyQuestion)
    .where(and(eq(surveyQuestion.tenantId, tenantId), eq(surveyQuestion.surveyId, surveyId)))
    .orderBy(asc(surveyQuestion.position));
}

export function questionOf(row: QuestionRow): SurveyQuestion {
  return {
    key: row.key,
    answerType: row.answerType as SurveyAnswerTypeCode,
    label: row.label,
    helpText: row.helpText,
    required: row.required,
    choices: row.choices,
    fileTypes: row.fileTypes as SurveyQuestion["fileTypes"],
    maxFileSizeMb: row.maxFileSizeMb,
    divisionDepth: row.divisionDepth,
    condition: row.condition ?? null,
  };
}

async function divisionOptionsOf(db: Db, organizationId: number, depth: number): Promise<DivisionOption[]> {
  const nodes = await listHierarchyNodes(db, organizationId);
  return nodes
    .filter((n) => n.depth <= depth && !n.disabled)
    .map((n) => ({
      value: n.divisionCd,
      label: n.name,
      parentValue: n.depth === 1 ? null : n.parentDivisionCd,
      depth: n.depth,
    }));
}

/** The questions as form items, in order (hierarchy read once, only when a DIVISION question asks). */
export async function itemsOf(
  db: Db,
  organizationId: number,
  rows: readonly QuestionRow[],
): Promise<PublicFormItem[]> {
  const depth = Math.max(0, ...rows.map((r) => (r.answerType === "DIVISION" ? (r.divisionDepth ?? 1) : 0)));
  const options = depth > 0 ? await divisionOptionsOf(db, organizationId, depth) : [];
  return rows.map((r) =>
    surveyQuestionItem(
      questionOf(r),
      r.id,
      options.filter((o) => o.depth <= (r.divisionDepth ?? 1)),
    ),
  );
}
