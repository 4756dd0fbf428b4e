import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { form } from "./forms.tables";

/**
 * Takes the form's next `count` 受付番号 (form.last_receipt_no + 1 …) inside the caller's transaction,
 * in order. Schools use them as application numbers, so they run without a hole: an answer whose
 * transaction fails rolls its increment back with it, and the next answer gets the same number.
 *
 * The form row is then locked until that transaction ends, and every answer to the form waits on it:
 * callers take the numbers as late as they can, once everything that may fail has been written.
 * Callers taking numbers of several forms in one transaction take them in form id order, so two such
 * transactions never wait on each other's forms. The forms module owns the counter; the answers
 * module asks it for numbers.
 */
export async function takeFormReceiptNos(tx: Db, formId: number, count: number): Promise<number[]> {
  // Plain SQL: Drizzle's update would also move form.updated_at, which says when staff last edited it.
  const column = sql.identifier(form.lastReceiptNo.name);
  const result = (await tx.execute(sql`
    update ${form} set ${column} = ${column} + ${count} where ${form.id} = ${formId}
    returning ${column} as receipt_no`)) as unknown as { rows: { receipt_no: number }[] };
  const last = Number(result.rows[0]!.receipt_no);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

/**
 * The same counter step as one UPDATE … RETURNING to embed in the caller's own statement (a WITH
 * clause), when writing the answers in the statement that numbers them saves round trips. Its one row
 * has `first_receipt_no`, the first of the `count` numbers taken; the same rules hold: it locks the
 * form until the caller's transaction ends, and rolls back with it.
 */
export function takeFormReceiptNosSql(formId: number, count: number): SQL {
  const column = sql.identifier(form.lastReceiptNo.name);
  return sql`update ${form} set ${column} = ${column} + ${count}::integer where ${form.id} = ${formId}
    returning ${column} - ${count}::integer + 1 as first_receipt_no`;
}
