import type { SurveyTotalsFilter } from "@gakumu/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { ExportColumn } from "../../../platform/exports/cells";
import { memberLabels } from "../../members/member-targets";
import type { QuestionRow } from "../survey-questions";
import type { TotalsScope } from "./survey-totals";
import { rowsOf } from "./survey-totals";
import { choicesOf } from "./totals-shape";

// 回答データ: one line per answering recipient, one column per question — a multiple choice as one
// column per choice (○ when chosen) so a spreadsheet can filter and count it — with labels, never
// codes: DIVISION as the node names, CHECKBOX as チェックあり/なし, dates as yyyy/MM/dd (spec §9).

export const CHOSEN_MARK = "○";
const BATCH = 1000;

export interface AnswerLine {
  answeredAt: Date;
  memberNo: string;
  name: string;
  grade: number | null;
  placement: string;
  /** By question id: the stored columns of the answer. */
  answers: Map<number, AnswerCells>;
}

interface AnswerCells {
  text: string | null;
  choices: string[] | null;
  date: string | null;
  bool: boolean | null;
  files: { fileName?: unknown }[] | null;
}

/** The sheet's columns: who (unless anonymous), when, then the questions. */
export function answerColumns(
  questions: readonly QuestionRow[],
  anonymous: boolean,
  divisionNames: (codes: string[]) => string,
): ExportColumn<AnswerLine>[] {
  const who: ExportColumn<AnswerLine>[] = anonymous
    ? []
    : [
        { header: "会員番号", value: (l) => l.memberNo, width: 14 },
        { header: "氏名", value: (l) => l.name, width: 18 },
        { header: "学年", value: (l) => (l.grade === null ? "" : `${l.grade}年`), width: 8 },
        { header: "所属", value: (l) => l.placement, width: 30 },
      ];
  const answers = questions.flatMap((q): ExportColumn<AnswerLine>[] => {
    const cell = (l: AnswerLine) => l.answers.get(q.id);
    switch (q.answerType) {
      case "SELECT_MULTI":
        return choicesOf(q).map((c) => ({
          header: `${q.label}：${c.label}`,
          value: (l) => (cell(l)?.choices?.includes(c.value) ? CHOSEN_MARK : ""),
          width: 12,
        }));
      case "TEXT_SINGLE":
      case "TEXT_MULTI":
        return [{ header: q.label, value: (l) => cell(l)?.text ?? "", width: 30 }];
      case "DIVISION":
        return [{ header: q.label, value: (l) => divisionNames(cell(l)?.choices ?? []), width: 24 }];
      case "DATE":
        return [{ header: q.label, value: (l) => (cell(l)?.date ?? "").replaceAll("-", "/"), width: 12 }];
      case "CHECKBOX":
        return [
          {
            header: q.label,
            value: (l) => {
              const b = cell(l)?.bool;
              return b === undefined || b === null ? "" : b ? "チェックあり" : "チェックなし";
            },
            width: 12,
          },
        ];
      case "FILE_UPLOAD":
        return [
          {
            header: q.label,
            value: (l) => (cell(l)?.files ?? []).map((f) => String(f.fileName ?? "")).join("、"),
            width: 24,
          },
        ];
      default:
        return [{ header: q.label, value: (l) => (cell(l)?.choices ?? []).join("、"), width: 16 }];
    }
  });
  return [
    { header: "回答日時", value: (l) => l.answeredAt, dateFormat: "yyyy/MM/dd HH:mm", width: 18 },
    ...who,
    ...answers,
  ];
}

/** The answering recipients the filter keeps, BATCH at a time, each with all of their answers. */
export async function* answerLines(db: Db, scope: TotalsScope, _filter: SurveyTotalsFilter) {
  const { survey, filter, hierarchy } = scope;
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: ReturnType<typeof sql> = after
      ? sql`and (r.answered_at, r.id) > (${after.at}::timestamptz, ${after.id})`
      : sql``;
    const recipients = await rowsOf<{
      id: unknown;
      member_id: unknown;
      answered_at: unknown;
      cursor_at: string;
      grade: number | null;
      l1: string | null;
      l2: string | null;
      l3: string | null;
      l4: string | null;
      l5: string | null;
    }>(
      db,
      sql`select r.id, r.member_id, r.answered_at, r.answered_at::text as cursor_at, r.grade,
          r.division_cd as l1, r.section_cd as l2, r.subsection_cd as l3, r.unit_cd as l4, r.subunit_cd as l5
        from survey_recipient r where ${filter.recipients} and ${filter.answered} ${cursor}
        order by r.answered_at, r.id limit ${BATCH}`,
    );
    if (recipients.length === 0) return;
    const ids = recipients.map((r) => Number(r.id));
    const [answers, labels] = await Promise.all([
      rowsOf<{
        recipient_id: unknown;
        question_id: unknown;
        text_value: string | null;
        choice_values: string[] | null;
        date_value: unknown;
        bool_value: boolean | null;
        file_value: { fileName?: unknown }[] | null;
      }>(
        db,
        sql`select recipient_id, question_id, text_value, choice_values, date_value::text as date_value,
            bool_value, file_value
          from survey_answer where tenant_id = ${survey.tenantId} and survey_id = ${survey.id}
            and recipient_id = any(${`{${ids.join(",")}}`}::bigint[])`,
      ),
      survey.anonymous
        ? Promise.resolve(new Map<number, { memberId: string; name: string }>())
        : memberLabels(
            db,
            survey.tenantId,
            recipients.map((r) => Number(r.member_id)),
          ),
    ]);
    const byRecipient = new Map<number, Map<number, AnswerCells>>();
    for (const a of answers) {
      const map = byRecipient.get(Number(a.recipient_id)) ?? new Map<number, AnswerCells>();
      map.set(Number(a.question_id), {
        text: a.text_value,
        choices: a.choice_values,
        date: a.date_value === null ? null : String(a.date_value),
        bool: a.bool_value,
        files: a.file_value,
      });
      byRecipient.set(Number(a.recipient_id), map);
    }
    yield recipients.map((r): AnswerLine => {
      const label = labels.get(Number(r.member_id));
      return {
        answeredAt: new Date(r.answered_at as string),
        memberNo: survey.anonymous ? "" : (label?.memberId ?? ""),
        name: survey.anonymous ? "" : (label?.name ?? "（削除済み）"),
        grade: survey.anonymous ? null : r.grade,
        placement: survey.anonymous ? "" : hierarchy.namesOf([r.l1, r.l2, r.l3, r.l4, r.l5]).join(" ／ "),
        answers: byRecipient.get(Number(r.id)) ?? new Map(),
      };
    });
    const last = recipients.at(-1)!;
    // The text form keeps the microseconds a Date would drop, so the next page starts exactly after it.
    after = { at: last.cursor_at, id: Number(last.id) };
    if (recipients.length < BATCH) return;
  }
}
