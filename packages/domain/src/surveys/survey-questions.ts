import { z } from "zod";
import type { CodeType } from "../codes/define-codes";
import { FormItemFileType, SurveyAnswerType } from "../codes/form";
import type { AnswerableItem } from "../forms/answer-types";
import type { FormItemFileTypeCode, FormItemTypeCode } from "../forms/item-settings";
import type { DivisionOption, PublicFormItem } from "../forms/public-form";

// The questions of a survey (アンケート作成) and how each answer type of spec §3.4 is answered: every
// type is drawn and checked as the form item type it overlaps with, so the member app and
// /survey-answer draw a survey with packages/form-view and the server checks it with the forms'
// evaluateAnswers — one renderer and one set of answer checks for forms and surveys.

export type SurveyAnswerTypeCode = CodeType<typeof SurveyAnswerType>;

export const SURVEY_MAX_QUESTIONS = 100;
export const SURVEY_MAX_CHOICES = 100;
export const SURVEY_LABEL_MAX = 200;
export const SURVEY_CHOICE_MAX = 100;
export const SURVEY_FILE_MAX_MB = 20;

/** The fixed choices of YES_NO and ARI_NASHI; the stored answer is the label itself. */
export const YES_NO_CHOICES = ["はい", "いいえ"] as const;
export const ARI_NASHI_CHOICES = ["あり", "なし"] as const;

/** Types whose choices staff type in the builder. */
export const CHOICE_TYPES: readonly SurveyAnswerTypeCode[] = ["SELECT_SINGLE", "SELECT_MULTI", "LIST"];
/** Types another question's condition may name (an answer that is one of known values). */
export const CONDITION_SOURCE_TYPES: readonly SurveyAnswerTypeCode[] = [
  "SELECT_SINGLE",
  "SELECT_MULTI",
  "LIST",
  "YES_NO",
  "ARI_NASHI",
  "CHECKBOX",
];

const ITEM_TYPE: Record<SurveyAnswerTypeCode, FormItemTypeCode> = {
  TEXT_SINGLE: "TEXT_SINGLE",
  TEXT_MULTI: "TEXT_MULTI",
  SELECT_SINGLE: "SELECT",
  SELECT_MULTI: "MULTIPLE",
  YES_NO: "SELECT",
  ARI_NASHI: "SELECT",
  LIST: "LIST",
  FILE_UPLOAD: "UPLOAD",
  DIVISION: "DIVISION_SELECT",
  DATE: "DATE",
  CHECKBOX: "CHECKBOX",
};

const trimmedText = (field: string, max: number) =>
  z
    .string({ error: `${field}を入力してください` })
    .transform((v) => v.trim())
    .pipe(
      z.string().min(1, `${field}を入力してください`).max(max, `${field}は${max}文字以内で入力してください`),
    );

export const SurveyQuestionInput = z.object({
  /** Stable within the survey: answers and conditions name questions by it. */
  key: z
    .string({ error: "質問キーを入力してください" })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, "質問キーは半角英数字・-・_の40文字以内で入力してください"),
  answerType: SurveyAnswerType.schema,
  label: trimmedText("質問文", SURVEY_LABEL_MAX),
  helpText: z.string().max(500, "補足説明は500文字以内で入力してください").default(""),
  required: z.boolean({ error: "必須かどうかを指定してください" }).default(false),
  choices: z
    .array(trimmedText("選択肢", SURVEY_CHOICE_MAX))
    .max(SURVEY_MAX_CHOICES, `選択肢は${SURVEY_MAX_CHOICES}件までです`)
    .default([]),
  /** FILE_UPLOAD: the kinds accepted (spec §3.4 file types; empty: all). */
  fileTypes: z.array(FormItemFileType.schema).max(4).default([]),
  maxFileSizeMb: z
    .number({ error: "ファイルの上限サイズは数値で入力してください" })
    .int("ファイルの上限サイズは整数で入力してください")
    .min(1, "ファイルの上限サイズは1MB以上で入力してください")
    .max(SURVEY_FILE_MAX_MB, `ファイルの上限サイズは${SURVEY_FILE_MAX_MB}MB以内で入力してください`)
    .nullable()
    .default(null),
  /** DIVISION: how many hierarchy levels the member chooses down to (1–5). */
  divisionDepth: z
    .number({ error: "所属の階層は数値で入力してください" })
    .int("所属の階層は1〜5で入力してください")
    .min(1, "所属の階層は1〜5で入力してください")
    .max(5, "所属の階層は1〜5で入力してください")
    .nullable()
    .default(null),
  /** Show the question only when an earlier question's answer is this value. */
  condition: z
    .object({
      questionKey: z.string({ error: "条件の質問を選択してください" }).min(1, "条件の質問を選択してください"),
      value: z.string({ error: "条件の値を入力してください" }).min(1, "条件の値を入力してください").max(100),
    })
    .nullable()
    .default(null),
});
export type SurveyQuestionInput = z.infer<typeof SurveyQuestionInput>;
export type SurveyQuestion = SurveyQuestionInput;

/** The values a condition on this question may compare with. */
export function conditionValuesOf(q: Pick<SurveyQuestion, "answerType" | "choices">): readonly string[] {
  if (q.answerType === "YES_NO") return YES_NO_CHOICES;
  if (q.answerType === "ARI_NASHI") return ARI_NASHI_CHOICES;
  if (q.answerType === "CHECKBOX") return ["true", "false"];
  return q.choices;
}

type Issue = { path: (string | number)[]; message: string };

/** The builder's checks across questions, with the question's label in each Japanese message. */
export function surveyQuestionIssues(questions: readonly SurveyQuestion[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, SurveyQuestion>();
  questions.forEach((q, i) => {
    const at = (field: string) => [i, field];
    const name = `「${q.label}」`;
    if (seen.has(q.key)) issues.push({ path: at("key"), message: `${name}の質問キーが重複しています` });
    if (CHOICE_TYPES.includes(q.answerType)) {
      if (q.choices.length < 2)
        issues.push({ path: at("choices"), message: `${name}の選択肢を2つ以上入力してください` });
      if (new Set(q.choices).size !== q.choices.length)
        issues.push({ path: at("choices"), message: `${name}の選択肢が重複しています` });
    } else if (q.choices.length > 0) {
      issues.push({ path: at("choices"), message: `${name}は選択肢を設定できない回答形式です` });
    }
    if (q.answerType !== "FILE_UPLOAD" && (q.fileTypes.length > 0 || q.maxFileSizeMb !== null))
      issues.push({ path: at("fileTypes"), message: `${name}はファイルの設定ができない回答形式です` });
    if (q.answerType === "DIVISION" && q.divisionDepth === null)
      issues.push({ path: at("divisionDepth"), message: `${name}の所属の階層を選択してください` });
    if (q.condition) {
      const source = seen.get(q.condition.questionKey);
      if (!source) {
        issues.push({
          path: at("condition"),
          message: `${name}の条件には、この質問より前の質問を選択してください`,
        });
      } else if (!CONDITION_SOURCE_TYPES.includes(source.answerType)) {
        issues.push({
          path: at("condition"),
          message: `${name}の条件に使えるのは選択式・はい／いいえ・あり／なし・チェックボックスの質問です`,
        });
      } else if (!conditionValuesOf(source).includes(q.condition.value)) {
        issues.push({
          path: at("condition"),
          message: `${name}の条件の値は「${source.label}」の選択肢から選んでください`,
        });
      }
    }
    seen.set(q.key, q);
  });
  return issues;
}

/**
 * A question as the form item it is drawn and checked as. DIVISION takes the organisation's hierarchy
 * nodes (as the forms module offers them); the others need nothing from outside.
 */
export function surveyQuestionItem(
  q: SurveyQuestion,
  id: number,
  divisionOptions: readonly DivisionOption[] = [],
): PublicFormItem & AnswerableItem {
  const choices =
    q.answerType === "YES_NO"
      ? YES_NO_CHOICES
      : q.answerType === "ARI_NASHI"
        ? ARI_NASHI_CHOICES
        : q.answerType === "CHECKBOX"
          ? []
          : q.choices;
  const isFile = q.answerType === "FILE_UPLOAD";
  return {
    itemId: id,
    itemKey: q.key,
    itemType: ITEM_TYPE[q.answerType],
    label: q.label,
    helpText: q.helpText,
    required: q.required,
    validation: isFile ? { maxFiles: 1 } : {},
    choices: choices.map((c) => ({ value: c, label: c })),
    fileTypes: isFile ? (q.fileTypes as FormItemFileTypeCode[]) : [],
    maxFileSizeMb: isFile ? (q.maxFileSizeMb ?? SURVEY_FILE_MAX_MB) : null,
    condition: q.condition
      ? { itemKey: q.condition.questionKey, operator: "EQUALS", value: q.condition.value }
      : null,
    divisionOptions: q.answerType === "DIVISION" ? [...divisionOptions] : [],
    divisionDepth: q.answerType === "DIVISION" ? (q.divisionDepth ?? 1) : null,
  };
}
