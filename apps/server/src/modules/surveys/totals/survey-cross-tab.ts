import type { SurveyCrossQuery, SurveyCrossTab } from "@gakumu/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { ValidationError } from "../../../platform/errors/app-error";
import { listMemberAttributes } from "../../members/member-attributes.service";
import { memberAttributeValues } from "../../members/member-sql";
import type { QuestionRow } from "../survey-questions";
import { levelLabel, levelTitles } from "./level-titles";
import { rowsOf, type TotalsScope, totalsScope } from "./survey-totals";
import { isChoiceQuestion, levelColumn, singleValueSql, valuesSql } from "./totals-filter";
import type { TotalsMenu } from "./totals-menu";
import {
  bucketsOf,
  byJapanese,
  byNumber,
  crossGrid,
  gradeLabel,
  NO_VALUE_LABEL,
  NOT_ANSWERED_LABEL,
} from "./totals-shape";

// クロス集計: a choice question's answers by a hierarchy level, grade, a member attribute (as the member
// holds it now) or another question's answer (a self-join on the recipient), as plain GROUP BYs: the
// cells (value × column), each column's respondents and the question's respondents.

export const crossMessages = {
  notChoice: "クロス集計できるのは選択式の質問だけです。",
  unknownQuestion: "集計する質問が見つかりません。",
  unknownAttribute: "集計軸の属性が見つかりません。",
  sameQuestion: "同じ質問どうしはクロス集計できません。別の質問を選択してください。",
} as const;

interface Dimension {
  label: string;
  /** Joins after `a` (and `r`) that the dimension's value needs. */
  join: SQL;
  /** The dimension's value per row (text, null when the respondent has none). */
  value: SQL;
  labelOf: (value: string) => string;
  order: (a: string, b: string) => number;
  noneLabel: string;
  /** A respondent may stand in several columns (a MULTIPLE attribute, a multiple-choice question). */
  multiValued: boolean;
}

function choiceQuestion(scope: TotalsScope, key: string): QuestionRow {
  const question = scope.questions.find((q) => q.key === key);
  if (!question) throw new ValidationError(crossMessages.unknownQuestion);
  if (!isChoiceQuestion(question)) throw new ValidationError(crossMessages.notChoice);
  return question;
}

const nodeNamesOf = (scope: TotalsScope) => (code: string) =>
  scope.hierarchy.namesOf(scope.hierarchy.pathTo(code) ?? [code]).join(" ／ ");

async function dimensionOf(
  db: Db,
  ctx: RequestContext,
  scope: TotalsScope,
  by: string,
  question: QuestionRow,
): Promise<Dimension> {
  const [kind, arg = ""] = by.split(":");
  if (kind === "level") {
    const level = Number(arg);
    const name = nodeNamesOf(scope);
    return {
      label: levelLabel(await levelTitles(db, scope.survey), level),
      join: sql``,
      value: sql`${levelColumn(level)}::text`,
      labelOf: name,
      order: (a, b) => byJapanese(name(a), name(b)),
      noneLabel: NO_VALUE_LABEL,
      multiValued: false,
    };
  }
  if (kind === "grade")
    return {
      label: "学年",
      join: sql``,
      value: sql`r.grade::text`,
      labelOf: gradeLabel,
      order: byNumber,
      noneLabel: NO_VALUE_LABEL,
      multiValued: false,
    };
  if (kind === "attribute") {
    const attribute = (await listMemberAttributes(db, ctx, ctx.processMode)).find(
      (a) => a.attributeCd === arg,
    );
    if (!attribute) throw new ValidationError(crossMessages.unknownAttribute);
    const position = (v: string) => {
      const i = attribute.options.indexOf(v);
      return i < 0 ? Number.MAX_SAFE_INTEGER : i;
    };
    // A MULTIPLE attribute holds an array: each of its values is a column.
    const values = memberAttributeValues({ memberId: sql`r.member_id`, tenantId: sql`r.tenant_id` }, arg);
    return {
      label: `属性：${attribute.name}`,
      join: values.join,
      value: values.value,
      labelOf: (v) => v,
      order: (a, b) => position(a) - position(b) || byJapanese(a, b),
      noneLabel: NO_VALUE_LABEL,
      multiValued: true,
    };
  }
  const other = choiceQuestion(scope, arg);
  if (other.id === question.id) throw new ValidationError(crossMessages.sameQuestion);
  const columns = bucketsOf(
    other,
    new Map(),
    0,
    other.answerType === "DIVISION" ? nodeNamesOf(scope) : undefined,
  );
  const known = columns.map((c) => c.value);
  const labels = new Map(columns.map((c) => [c.value, c.label]));
  const names = nodeNamesOf(scope);
  return {
    label: `質問：${other.label}`,
    join: sql`left join survey_answer b on b.recipient_id = a.recipient_id and b.question_id = ${other.id}
      and b.tenant_id = a.tenant_id
      left join lateral unnest(${valuesSql(other, "b")}) as d(v) on true`,
    value: sql`d.v`,
    labelOf: (v) => labels.get(v) ?? (other.answerType === "DIVISION" ? names(v) : v),
    order: (a, b) => {
      const ia = known.indexOf(a);
      const ib = known.indexOf(b);
      return (ia < 0 ? 1e9 : ia) - (ib < 0 ? 1e9 : ib) || byJapanese(a, b);
    },
    noneLabel: NOT_ANSWERED_LABEL,
    multiValued: other.answerType === "SELECT_MULTI",
  };
}

export async function surveyCrossTab(
  db: Db,
  ctx: RequestContext,
  menu: TotalsMenu,
  surveyId: number,
  query: SurveyCrossQuery,
): Promise<SurveyCrossTab> {
  const { question: key, by, ...filter } = query;
  const scope = await totalsScope(db, ctx, menu, surveyId, filter);
  const question = choiceQuestion(scope, key);
  const dimension = await dimensionOf(db, ctx, scope, by, question);
  // The recipient is always joined here: every dimension but a question's reads it, and so do filters.
  const where = sql`a.tenant_id = ${ctx.tenantId} and a.survey_id = ${surveyId}
    and ${scope.filter.recipients} and ${scope.filter.answered} and a.question_id = ${question.id}`;
  const from = sql`survey_answer a join survey_recipient r on r.id = a.recipient_id ${dimension.join}`;
  // The cells as one GROUP BY. A single-choice question gives each respondent one value, so a column's
  // respondents are its cells' sum; a multiple choice (or a dimension with several values a person)
  // needs its own counts, asked side by side.
  const multiValue = question.answerType === "SELECT_MULTI";
  const none = Promise.resolve(null);
  const [cellRows, columnRows, totalRows] = await Promise.all([
    rowsOf<{ v: string | null; d: string | null; n: unknown }>(
      db,
      // A single value is read in place; only a multiple choice is unnested (much cheaper per row).
      multiValue
        ? sql`select q.v, ${dimension.value} as d, count(*)::int as n from ${from}
            cross join lateral unnest(${valuesSql(question, "a")}) as q(v)
            where ${where} group by 1, 2`
        : sql`select ${singleValueSql(question)} as v, ${dimension.value} as d, count(*)::int as n
            from ${from} where ${where} group by 1, 2`,
    ),
    multiValue
      ? rowsOf<{ d: string | null; n: unknown }>(
          db,
          sql`select ${dimension.value} as d, count(*)::int as n from ${from} where ${where} group by 1`,
        )
      : none,
    multiValue || dimension.multiValued
      ? rowsOf<{ n: unknown }>(
          db,
          sql`select count(*)::int as n from survey_answer a join survey_recipient r on r.id = a.recipient_id
            where ${where}`,
        )
      : none,
  ]);
  const names = nodeNamesOf(scope);
  const cells = cellRows
    .filter((r) => r.v !== null)
    .map((r) => ({ value: r.v as string, by: r.d, count: Number(r.n) }));
  const columnRespondents = new Map<string | null, number>();
  if (columnRows) for (const r of columnRows) columnRespondents.set(r.d, Number(r.n));
  else for (const c of cells) columnRespondents.set(c.by, (columnRespondents.get(c.by) ?? 0) + c.count);
  const counted = new Map<string, number>();
  for (const c of cells) counted.set(c.value, (counted.get(c.value) ?? 0) + c.count);
  const buckets = bucketsOf(question, counted, 0, question.answerType === "DIVISION" ? names : undefined);
  const grid = crossGrid(buckets, cells, columnRespondents, dimension);
  const respondents = totalRows
    ? Number(totalRows[0]?.n ?? 0)
    : [...columnRespondents.values()].reduce((sum, n) => sum + n, 0);
  return {
    question: { key: question.key, label: question.label },
    byLabel: dimension.label,
    ...grid,
    respondents,
  };
}
