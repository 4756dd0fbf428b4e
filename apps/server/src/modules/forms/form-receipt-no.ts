import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { form } from "./forms.tables";

/**
 * Takes the form's next 受付番号 (form.last_receipt_no + 1) in a statement of its own, committed at
 * once like a sequence: concurrent answers wait for each other only for this one statement, never
 * for each other's whole transaction. An answer whose transaction then fails leaves its number
 * unused (a gap, as a sequence would); a number is never given twice, and the unique index
 * (form_answer: form_id, receipt_no) stays the last word. The forms module owns the counter; the
 * answers module asks it for the next number.
 */
export async function takeFormReceiptNo(db: Db, formId: number): Promise<number> {
  return (await takeFormReceiptNos(db, formId, 1))[0]!;
}

/** The next `count` numbers at once, in order: for answers to the form written in one batch. */
export async function takeFormReceiptNos(db: Db, formId: number, count: number): Promise<number[]> {
  // Plain SQL: Drizzle's update would also move form.updated_at, which says when staff last edited it.
  const column = sql.identifier(form.lastReceiptNo.name);
  const result = (await db.execute(sql`
    update ${form} set ${column} = ${column} + ${count} where ${form.id} = ${formId}
    returning ${column} as receipt_no`)) as unknown as { rows: { receipt_no: number }[] };
  const last = Number(result.rows[0]!.receipt_no);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}
