import {
  ARI_NASHI_CHOICES,
  CHECKBOX_LABELS,
  type SurveyCrossTab,
  type SurveyRateRow,
  type SurveyTotalsBucket,
  YES_NO_CHOICES,
} from "@gakumu/domain";
import type { QuestionRow } from "../survey-questions";

// Pure shaping of what the GROUP BYs return: buckets in the question's own order (choices never chosen
// shown as 0), percentages to one decimal, rates by class and grade, and the cross table's grid.

/** part / whole as a percentage with one decimal; 0 when nobody is in the base. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;

export const NO_VALUE_LABEL = "（未設定）";
export const NOT_ANSWERED_LABEL = "（未回答）";

/** The values a choice question offers, in order, with their labels (DIVISION: every node seen). */
export function choicesOf(
  question: Pick<QuestionRow, "answerType" | "choices">,
): { value: string; label: string }[] {
  switch (question.answerType) {
    case "YES_NO":
      return YES_NO_CHOICES.map((c) => ({ value: c, label: c }));
    case "ARI_NASHI":
      return ARI_NASHI_CHOICES.map((c) => ({ value: c, label: c }));
    case "CHECKBOX":
      return [
        { value: "true", label: CHECKBOX_LABELS.checked },
        { value: "false", label: CHECKBOX_LABELS.unchecked },
      ];
    case "SELECT_SINGLE":
    case "SELECT_MULTI":
    case "LIST":
      return question.choices.map((c) => ({ value: c, label: c }));
    default:
      return [];
  }
}

/**
 * The buckets of one question: its choices in order, then any value counted that is no longer among
 * them (a choice renamed after answers came in, a DIVISION node), largest first.
 */
export function bucketsOf(
  question: Pick<QuestionRow, "answerType" | "choices">,
  counts: ReadonlyMap<string, number>,
  respondents: number,
  labelOf: (value: string) => string = (v) => v,
): SurveyTotalsBucket[] {
  const known = choicesOf(question);
  const knownValues = new Set(known.map((c) => c.value));
  const extra = [...counts.entries()]
    .filter(([value]) => !knownValues.has(value))
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0], "ja"))
    .map(([value]) => ({ value, label: labelOf(value) }));
  return [...known, ...extra].map(({ value, label }) => {
    const count = counts.get(value) ?? 0;
    return { value, label, count, percent: percentOf(count, respondents) };
  });
}

/** DATE answers by date (oldest first), with the first and last date as yyyy/MM/dd. */
export function dateBuckets(
  counts: ReadonlyMap<string, number>,
  respondents: number,
): { buckets: SurveyTotalsBucket[]; earliest: string | null; latest: string | null } {
  const days = [...counts.keys()].sort();
  const slash = (d: string) => d.replaceAll("-", "/");
  return {
    buckets: days.map((d) => ({
      value: d,
      label: slash(d),
      count: counts.get(d) ?? 0,
      percent: percentOf(counts.get(d) ?? 0, respondents),
    })),
    earliest: days.length > 0 ? slash(days[0]!) : null,
    latest: days.length > 0 ? slash(days.at(-1)!) : null,
  };
}

export interface RateCount {
  value: string | null;
  recipients: number;
  answered: number;
}

/** Answer rates of each class or grade, in the order given by `order` (unplaced recipients last). */
export function rateRows(
  counts: readonly RateCount[],
  labelOf: (value: string) => string,
  order: (a: string, b: string) => number,
): SurveyRateRow[] {
  const placed = counts.filter((c): c is RateCount & { value: string } => c.value !== null);
  const rows = placed
    .sort((a, b) => order(a.value, b.value))
    .map((c) => ({
      value: c.value,
      label: labelOf(c.value),
      recipients: c.recipients,
      answered: c.answered,
      rate: percentOf(c.answered, c.recipients),
    }));
  const unplaced = counts.find((c) => c.value === null);
  if (unplaced)
    rows.push({
      value: "",
      label: NO_VALUE_LABEL,
      recipients: unplaced.recipients,
      answered: unplaced.answered,
      rate: percentOf(unplaced.answered, unplaced.recipients),
    });
  return rows;
}

export interface CrossCount {
  /** The question's value. */
  value: string;
  /** The dimension's value; null when the respondent has none. */
  by: string | null;
  count: number;
}

/**
 * The grid of a cross tabulation: rows are the question's buckets (as the totals show them), columns
 * the dimension's values in `order`, then respondents without one. Column respondents come from the
 * statement (a multiple choice counts a respondent in several rows but once per column).
 */
export function crossGrid(
  rows: readonly { value: string; label: string }[],
  cells: readonly CrossCount[],
  columnRespondents: ReadonlyMap<string | null, number>,
  column: { labelOf: (value: string) => string; order: (a: string, b: string) => number; noneLabel: string },
): Pick<SurveyCrossTab, "rows" | "columns" | "counts" | "columnRespondents" | "rowTotals"> {
  const seen = [...new Set(cells.map((c) => c.by).concat([...columnRespondents.keys()]))];
  const values = seen.filter((v): v is string => v !== null).sort(column.order);
  const hasNone = seen.includes(null);
  const columns = [
    ...values.map((v) => ({ value: v, label: column.labelOf(v) })),
    ...(hasNone ? [{ value: "", label: column.noneLabel }] : []),
  ];
  const keyOf = (by: string | null) => (by === null ? "" : by);
  const index = new Map(cells.map((c) => [`${c.value}\u0000${keyOf(c.by)}`, c.count]));
  const counts = rows.map((row) => columns.map((col) => index.get(`${row.value}\u0000${col.value}`) ?? 0));
  return {
    rows: [...rows],
    columns,
    counts,
    columnRespondents: columns.map((col) => columnRespondents.get(col.value === "" ? null : col.value) ?? 0),
    rowTotals: counts.map((line) => line.reduce((sum, n) => sum + n, 0)),
  };
}

/** Grades as numbers, labels as the school reads them. */
export const gradeLabel = (value: string) => `${value}年`;
export const byNumber = (a: string, b: string) => Number(a) - Number(b);
export const byJapanese = (a: string, b: string) => a.localeCompare(b, "ja", { numeric: true });
