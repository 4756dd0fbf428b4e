import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { takeFormReceiptNos } from "../../forms/form-receipt-no";
import { formAnswer } from "../form-answers.tables";
import type { AnswerRow } from "./answer-queries";

/**
 * Gives the sent answers that have no 受付番号 yet their numbers, in the transaction that writes
 * them and as its last step but the completion mail (which quotes the number): the form's counter
 * row is locked from here to commit, so every other answer to the form waits only for this short
 * tail. A transaction that fails before commit gives its numbers back, so they run without a gap.
 * Rows come back in the order given, numbered in that order per form.
 */
export async function numberSentAnswers(tx: Db, rows: readonly AnswerRow[]): Promise<AnswerRow[]> {
  const perForm = new Map<number, number[]>();
  for (const [i, row] of rows.entries())
    if (row.receiptNo === null) perForm.set(row.formId, [...(perForm.get(row.formId) ?? []), i]);
  const numbered = [...rows];
  // Forms in id order: two batches numbering the same forms lock their counters in the same order.
  for (const formId of [...perForm.keys()].sort((a, b) => a - b)) {
    const indexes = perForm.get(formId)!;
    const numbers = await takeFormReceiptNos(tx, formId, indexes.length);
    const pairs = indexes.map((index, n) => {
      const row = rows[index]!;
      return sql`(${row.tenantId}::integer, ${row.id}::integer, ${numbers[n]!}::integer)`;
    });
    // One statement for the form's rows; plain SQL leaves version and updated_at as the write set them.
    await tx.execute(sql`
      update ${formAnswer} set ${sql.identifier(formAnswer.receiptNo.name)} = v.receipt_no
      from (values ${sql.join(pairs, sql`, `)}) as v(tenant_id, id, receipt_no)
      where ${formAnswer.tenantId} = v.tenant_id and ${formAnswer.id} = v.id`);
    indexes.forEach((index, n) => {
      numbered[index] = { ...rows[index]!, receiptNo: numbers[n]! };
    });
  }
  return numbered;
}
