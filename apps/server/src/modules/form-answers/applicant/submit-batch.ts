import { createGroupCommit, type WriteOutcome } from "../../../db/group-commit";
import { attachFiles, keptFileIds } from "./answer-files";
import type { AnswerRow } from "./answer-queries";
import type { AnswerWriteDeps } from "./answer-write-deps";
import { queueCompletionMails } from "./completion-mail";
import { insertSentAnswers } from "./insert-sent-answers";
import { completionMailOf, type Submission, type WrittenSubmission } from "./submit-write";

// First sendings (no answer row yet) that arrive together, a burst of applicants right after a link
// is mailed, are written in one transaction: one statement per form numbers and inserts the answers
// with their status logs (insert-sent-answers.ts), then their completion mails with the mails' jobs.
// A lone sending is written at once, without waiting, by the same statements.

/** Enough to amortise a transaction's round trips; small enough that one slow batch holds few answers. */
const MAX_BATCH = 32;
/** One batch at a time: while it is written, the next fills up. Two in flight measured no faster. */
const MAX_IN_FLIGHT = 1;

export type NewAnswerWriter = (submission: Submission) => Promise<WrittenSubmission>;

export function createNewAnswerWriter(deps: AnswerWriteDeps): NewAnswerWriter {
  return createGroupCommit<Submission, WrittenSubmission>((batch) => writeNewAnswers(deps, batch), {
    maxBatch: MAX_BATCH,
    maxInFlight: MAX_IN_FLIGHT,
  });
}

/** One sending in its own transaction, by the same one-statement path: its failure is its own. */
const alone = (deps: AnswerWriteDeps, s: Submission) =>
  writeTogether(deps, [s]).then(
    ([value]): WriteOutcome<WrittenSubmission> => ({ ok: true, value: value! }),
    (error): WriteOutcome<WrittenSubmission> => ({ ok: false, error }),
  );

async function writeNewAnswers(
  deps: AnswerWriteDeps,
  batch: Submission[],
): Promise<WriteOutcome<WrittenSubmission>[]> {
  if (batch.length === 1) return [await alone(deps, batch[0]!)];
  try {
    const written = await writeTogether(deps, batch);
    return written.map((value) => ({ ok: true, value }));
  } catch {
    // One sending of the batch was refused (a token repeated, a second answer racing the first, a
    // file taken meanwhile) and the transaction with it, its receipt numbers included: each is
    // written alone, so only that one gets its error, and the numbers run on without a gap.
    return Promise.all(batch.map((s) => alone(deps, s)));
  }
}

async function writeTogether(deps: AnswerWriteDeps, batch: Submission[]): Promise<WrittenSubmission[]> {
  return deps.db.transaction(async (tx) => {
    const perForm = new Map<number, number[]>();
    for (const [i, s] of batch.entries()) perForm.set(s.form.id, [...(perForm.get(s.form.id) ?? []), i]);
    const rows: AnswerRow[] = [];
    // Forms in id order: two batches numbering the same forms lock their counters in the same order.
    for (const formId of [...perForm.keys()].sort((a, b) => a - b)) {
      const indexes = perForm.get(formId)!;
      const written = await insertSentAnswers(
        tx,
        formId,
        indexes.map((i) => batch[i]!),
      );
      indexes.forEach((index, n) => {
        rows[index] = written[n]!;
      });
    }
    // Files of first sendings are rare (an upload before the first sending); a file taken meanwhile
    // fails the transaction, its receipt numbers included.
    for (const [i, s] of batch.entries())
      await attachFiles(tx, rows[i]!.id, keptFileIds(s.items, s.values), s.now);
    const mails = batch.map((s, i) => completionMailOf(s, rows[i]!));
    await queueCompletionMails(
      tx,
      deps.mailer,
      mails.filter((mail) => mail !== null),
    );
    return rows.map((row, i) => ({ row, removedPaths: [], mailQueued: mails[i] !== null }));
  });
}
