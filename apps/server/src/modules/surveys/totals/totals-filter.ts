import type { SurveyTotalsFilter } from "@gakumu/domain";
import { type SQL, sql } from "drizzle-orm";
import { ValidationError } from "../../../platform/errors/app-error";
import type { QuestionRow } from "../survey-questions";

// The filters every totals view applies, as SQL over the aliases the totals statements use: `r` is the
// recipient (survey_recipient, placement snapshotted at send time), `a` an answer (survey_answer).
// The recipient filters (class, grade) narrow the answer rate's denominator as well; the answer
// filters (period, another question's answer) narrow who counts as having answered.

/** Japan has kept UTC+9 without daylight saving since 1951: a calendar day there starts at 15:00 UTC. */
export const startOfJapanDay = (day: string) => new Date(`${day}T00:00:00+09:00`);
export const endOfJapanDay = (day: string) => new Date(startOfJapanDay(day).getTime() + 86_400_000);

const LEVEL_SQL = ["r.division_cd", "r.section_cd", "r.subsection_cd", "r.unit_cd", "r.subunit_cd"];
export const levelColumn = (level: number) => sql.raw(LEVEL_SQL[level - 1]!);

export const filterMessages = {
  unknownQuestion: "絞り込む質問が見つかりません。",
  notChoiceQuestion: "回答の値で絞り込めるのは選択式の質問だけです。",
} as const;

/** The SQL array of a question's answer values, one element per counted value (see values-of below). */
export function valuesSql(question: Pick<QuestionRow, "answerType">, alias: "a" | "b"): SQL {
  const t = sql.raw(alias);
  switch (question.answerType) {
    case "CHECKBOX":
      return sql`array[${t}.bool_value::text]`;
    case "DIVISION":
      // The deepest node chosen names the whole path (codes are unique in an organisation).
      return sql`${t}.choice_values[array_upper(${t}.choice_values, 1):array_upper(${t}.choice_values, 1)]`;
    default:
      return sql`${t}.choice_values`;
  }
}

/** The one value of a single-choice answer (every choice type but SELECT_MULTI), on `a`. */
export function singleValueSql(question: Pick<QuestionRow, "answerType">): SQL {
  switch (question.answerType) {
    case "CHECKBOX":
      return sql`a.bool_value::text`;
    case "DIVISION":
      return sql`a.choice_values[array_upper(a.choice_values, 1)]`;
    default:
      return sql`a.choice_values[1]`;
  }
}

export interface ResolvedFilter {
  /** On `r`: who is asked (class, grade). */
  recipients: SQL;
  /** On `r`: who counts as having answered (answered, period, another question's answer). */
  answered: SQL;
  /** True when `answered` needs more than "has answers": the join to `r` cannot be skipped. */
  narrowsAnswers: boolean;
  narrowsRecipients: boolean;
}

export function resolveFilter(
  tenantId: number,
  surveyId: number,
  filter: SurveyTotalsFilter,
  questions: readonly QuestionRow[],
): ResolvedFilter {
  const recipientParts: SQL[] = [sql`r.tenant_id = ${tenantId}`, sql`r.survey_id = ${surveyId}`];
  if (filter.node) {
    const node = filter.node;
    recipientParts.push(
      sql`(${sql.join(
        LEVEL_SQL.map((c) => sql`${sql.raw(c)} = ${node}`),
        sql` or `,
      )})`,
    );
  }
  if (filter.grade !== undefined) recipientParts.push(sql`r.grade = ${filter.grade}`);
  const answeredParts: SQL[] = [sql`r.answered_at is not null`];
  if (filter.from) answeredParts.push(sql`r.answered_at >= ${startOfJapanDay(filter.from).toISOString()}`);
  if (filter.to) answeredParts.push(sql`r.answered_at < ${endOfJapanDay(filter.to).toISOString()}`);
  if (filter.fq) {
    const question = questions.find((q) => q.key === filter.fq);
    if (!question) throw new ValidationError(filterMessages.unknownQuestion);
    if (!isChoiceQuestion(question)) throw new ValidationError(filterMessages.notChoiceQuestion);
    const values = filter.fv ?? [];
    if (values.length > 0) {
      const list = sql`${`{${values.map((v) => `"${v.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`}::text[]`;
      answeredParts.push(sql`exists (select 1 from survey_answer f
        where f.recipient_id = r.id and f.question_id = ${question.id} and f.tenant_id = ${tenantId}
          and ${fValues(question)} && ${list})`);
    }
  }
  return {
    recipients: sql.join(recipientParts, sql` and `),
    answered: sql.join(answeredParts, sql` and `),
    narrowsAnswers: answeredParts.length > 1,
    narrowsRecipients: recipientParts.length > 2,
  };
}

/** The filter answer's values (alias f), like valuesSql. */
function fValues(question: Pick<QuestionRow, "answerType">): SQL {
  switch (question.answerType) {
    case "CHECKBOX":
      return sql`array[f.bool_value::text]`;
    default:
      return sql`f.choice_values`;
  }
}

export const isChoiceQuestion = (question: Pick<QuestionRow, "answerType">) =>
  ["SELECT_SINGLE", "SELECT_MULTI", "YES_NO", "ARI_NASHI", "LIST", "DIVISION", "CHECKBOX"].includes(
    question.answerType,
  );
