import {
  type AnswerValue,
  FileUploadStatus,
  type FormAnswerValues,
  type FormFileValue,
} from "@gakumu/domain";
import type { QuestionRow } from "./survey-questions";
import type { surveyAnswer } from "./surveys.tables";

// An answer's value in the typed column of its type (one row per answered question), and back. The
// typed columns are what totalling groups by: choice_values for every choice type (one label, several
// labels, or DIVISION's hierarchy path), date_value, bool_value; free text stays in text_value.

export type AnswerRow = typeof surveyAnswer.$inferSelect;
export type AnswerColumns = Pick<
  AnswerRow,
  "textValue" | "choiceValues" | "dateValue" | "boolValue" | "fileValue"
>;

const EMPTY: AnswerColumns = {
  textValue: null,
  choiceValues: null,
  dateValue: null,
  boolValue: null,
  fileValue: null,
};

/** The columns for a checked value; null when nothing is kept (left empty). */
export function columnsOf(
  question: Pick<QuestionRow, "answerType">,
  value: AnswerValue,
): AnswerColumns | null {
  if (value === null) return null;
  switch (question.answerType) {
    case "TEXT_SINGLE":
    case "TEXT_MULTI":
      return typeof value === "string" && value !== "" ? { ...EMPTY, textValue: value } : null;
    case "SELECT_SINGLE":
    case "YES_NO":
    case "ARI_NASHI":
    case "LIST":
      return typeof value === "string" && value !== "" ? { ...EMPTY, choiceValues: [value] } : null;
    case "SELECT_MULTI":
    case "DIVISION":
      return Array.isArray(value) && value.length > 0 ? { ...EMPTY, choiceValues: value as string[] } : null;
    case "DATE":
      return typeof value === "string" ? { ...EMPTY, dateValue: value } : null;
    case "CHECKBOX":
      return { ...EMPTY, boolValue: value === true };
    case "FILE_UPLOAD": {
      const files = (value as FormFileValue[]).filter((f) => f.status !== FileUploadStatus.DELETE);
      return files.length > 0
        ? {
            ...EMPTY,
            fileValue: files.map(({ fileId, fileName, mimeType, size }) => ({
              fileId,
              fileName,
              mimeType,
              size,
            })),
          }
        : null;
    }
    default:
      return null;
  }
}

/** A stored row as the answer screen's value (files as already saved: status NONE). */
export function answerValueOf(question: Pick<QuestionRow, "answerType">, row: AnswerColumns): AnswerValue {
  switch (question.answerType) {
    case "TEXT_SINGLE":
    case "TEXT_MULTI":
      return row.textValue;
    case "SELECT_SINGLE":
    case "YES_NO":
    case "ARI_NASHI":
    case "LIST":
      return row.choiceValues?.[0] ?? null;
    case "SELECT_MULTI":
    case "DIVISION":
      return row.choiceValues ?? null;
    case "DATE":
      return row.dateValue;
    case "CHECKBOX":
      return row.boolValue;
    case "FILE_UPLOAD":
      return (row.fileValue ?? []).map((f) => ({
        ...(f as Omit<FormFileValue, "status">),
        status: FileUploadStatus.NONE,
      }));
    default:
      return null;
  }
}

export function valuesOf(questions: readonly QuestionRow[], rows: readonly AnswerRow[]): FormAnswerValues {
  const byQuestion = new Map(rows.map((r) => [r.questionId, r]));
  const out: FormAnswerValues = {};
  for (const q of questions) {
    const row = byQuestion.get(q.id);
    if (row) out[q.key] = answerValueOf(q, row);
  }
  return out;
}

/** The text staff read in the answer list (DIVISION names come from the caller's hierarchy). */
export function displayOf(
  question: Pick<QuestionRow, "answerType">,
  row: AnswerColumns,
  divisionNames: (codes: string[]) => string[],
): string {
  switch (question.answerType) {
    case "TEXT_SINGLE":
    case "TEXT_MULTI":
      return row.textValue ?? "";
    case "DIVISION":
      return divisionNames(row.choiceValues ?? []).join(" ／ ");
    case "DATE":
      return (row.dateValue ?? "").replaceAll("-", "/");
    case "CHECKBOX":
      return row.boolValue ? "チェックあり" : "チェックなし";
    case "FILE_UPLOAD":
      return (row.fileValue ?? []).map((f) => String(f.fileName ?? "")).join("、");
    default:
      return (row.choiceValues ?? []).join("、");
  }
}
