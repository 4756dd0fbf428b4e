import { createGroupCommit, type WriteOutcome } from "../../../db/group-commit";
import { formAnswer } from "../form-answers.tables";
import { attachFiles, keptFileIds } from "./answer-files";
import type { AnswerRow } from "./answer-queries";
import { numberSentAnswers } from "./answer-receipt-no";
import { logStatuses } from "./answer-write";
import type { AnswerWriteDeps } from "./applicant-deps";
import { queueCompletionMails } from "./completion-mail";
import {
  completionMailOf,
  newAnswerRow,
  type Submission,
  type WrittenSubmission,
  writeSubmission,
} from "./submit-write";

// First sendings (no answer row yet) that arrive together, a burst of applicants right after a link
// is mailed, are written in one transaction: multi-row inserts of the answers, their status logs and
// their completion mails with the mails' jobs. A lone sending is written at once, without waiting.

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

const alone = (deps: AnswerWriteDeps, s: Submission) =>
  writeSubmission(deps, s).then(
    (value): WriteOutcome<WrittenSubmission> => ({ ok: true, value }),
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
    const inserted = await tx
      .insert(formAnswer)
      .values(batch.map((s) => newAnswerRow(s)))
      .returning();
    // Matched by (form, submission token), unique to each row, not by the order rows come back in.
    const byToken = new Map(inserted.map((row) => [`${row.formId}:${row.submissionToken}`, row]));
    const written: AnswerRow[] = batch.map((s) => byToken.get(`${s.form.id}:${s.submissionToken}`)!);
    await logStatuses(
      tx,
      written.map((row) => ({ tenantId: row.tenantId, formAnswerId: row.id, fromStatus: null })),
    );
    for (const [i, s] of batch.entries())
      await attachFiles(tx, written[i]!.id, keptFileIds(s.items, s.values), s.now);
    // Numbered last, in the order the sendings arrived, once nothing but the mails can fail.
    const rows = await numberSentAnswers(tx, written);
    const mails = batch.map((s, i) => completionMailOf(s, rows[i]!));
    await queueCompletionMails(
      tx,
      deps.mailer,
      mails.filter((mail) => mail !== null),
    );
    return rows.map((row, i) => ({ row, removedPaths: [], mailQueued: mails[i] !== null }));
  });
}
