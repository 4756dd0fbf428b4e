import { FormAnswerStatus } from "@gakumu/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { takeFormReceiptNosSql } from "../../forms/form-receipt-no";
import { formAnswer, formAnswerStatusLog } from "../form-answers.tables";
import type { AnswerRow } from "./answer-queries";
import { newAnswerRow, type Submission } from "./submit-write";

// First sendings of one form, written by one statement: it takes the form's next receipt numbers,
// inserts the answers under them in the order the sendings came, and their status logs. One round
// trip instead of four (answers, logs, counter, numbers): a burst of applicants waits on PostgreSQL's
// round trips, not on its work. The rows travel as one JSON parameter, whatever their number.

interface Inserted {
  id: number;
  receipt_no: number;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
}

/** The answers' columns as jsonb_to_recordset reads them (the record type below names each one). */
function recordOf(row: ReturnType<typeof newAnswerRow>, ord: number) {
  return {
    ord,
    tenant_id: row.tenantId,
    organization_id: row.organizationId,
    form_id: row.formId,
    form_user_id: row.formUserId,
    access_key_id: row.accessKeyId,
    single_answer: row.singleAnswer,
    submission_token: row.submissionToken,
    answer_status: row.answerStatus,
    answer_values: row.answerValues,
    mail_address: row.mailAddress,
    search_text: row.searchText,
    first_submitted_at: row.firstSubmittedAt.toISOString(),
    last_submitted_at: row.lastSubmittedAt.toISOString(),
  };
}

/**
 * Writes first sendings of one form (all with the same form) in `tx`, numbered in the order given.
 * A repeated token or a second single answer fails the statement, numbers and all, as a lone insert
 * would. Rows come back in the order given.
 */
export async function insertSentAnswers(tx: Db, formId: number, batch: readonly Submission[]) {
  const newRows = batch.map((s) => newAnswerRow(s));
  const records = newRows.map((row, ord) => recordOf(row, ord));
  const t = formAnswer;
  /** A column as the statement names it: bare, as an insert's column list and a CTE's output need. */
  const c = (column: { name: string }) => sql.identifier(column.name);
  const result = (await tx.execute(sql`
    with counter as (${takeFormReceiptNosSql(formId, batch.length)}),
    answers as (
      insert into ${t} (
        ${c(t.tenantId)}, ${c(t.organizationId)}, ${c(t.formId)}, ${c(t.formUserId)}, ${c(t.accessKeyId)},
        ${c(t.singleAnswer)}, ${c(t.submissionToken)}, ${c(t.answerStatus)}, ${c(t.answerValues)},
        ${c(t.receiptNo)}, ${c(t.mailAddress)}, ${c(t.searchText)}, ${c(t.firstSubmittedAt)},
        ${c(t.lastSubmittedAt)})
      select v.tenant_id, v.organization_id, v.form_id, v.form_user_id, v.access_key_id,
        v.single_answer, v.submission_token, v.answer_status, v.answer_values,
        counter.first_receipt_no + v.ord, v.mail_address, v.search_text, v.first_submitted_at,
        v.last_submitted_at
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(
        ord integer, tenant_id integer, organization_id integer, form_id integer, form_user_id integer,
        access_key_id integer, single_answer boolean, submission_token uuid, answer_status smallint,
        answer_values jsonb, mail_address varchar, search_text text, first_submitted_at timestamptz,
        last_submitted_at timestamptz)
      cross join counter
      where v.form_id = ${formId}::integer
      returning ${c(t.id)} as id, ${c(t.tenantId)} as tenant_id, ${c(t.receiptNo)} as receipt_no,
        ${c(t.version)} as version, ${c(t.createdAt)} as created_at, ${c(t.updatedAt)} as updated_at
    ),
    logs as (
      insert into ${formAnswerStatusLog} (
        ${c(formAnswerStatusLog.tenantId)}, ${c(formAnswerStatusLog.formAnswerId)},
        ${c(formAnswerStatusLog.fromStatus)}, ${c(formAnswerStatusLog.toStatus)})
      select tenant_id, id, null, ${FormAnswerStatus.ANSWERED}::smallint from answers
    )
    select * from answers order by receipt_no`)) as unknown as { rows: Inserted[] };
  if (result.rows.length !== batch.length)
    throw new Error(`wrote ${result.rows.length} of ${batch.length} answers of form ${formId}`);
  return newRows.map((row, i): AnswerRow => {
    const written = result.rows[i]!;
    return {
      ...row,
      id: written.id,
      receiptNo: written.receipt_no,
      version: written.version,
      remandMessage: null,
      statusChangedAt: null,
      statusChangedByLoginUserId: null,
      // A string from node-postgres (Drizzle reads timestamps as text), a Date from the embedded one.
      createdAt: new Date(written.created_at),
      updatedAt: new Date(written.updated_at),
    };
  });
}
