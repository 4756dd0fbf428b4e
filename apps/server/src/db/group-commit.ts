/**
 * Group commit: writes that arrive while a batch is being written wait, then go together in the next
 * batch, so N concurrent writes cost one transaction's round trips instead of N. A write that finds
 * nothing in flight starts at once: no timer, no added wait when the server is quiet. Each write gets
 * its own outcome, so one refused write does not fail the others (the batch writer decides how).
 */

export type WriteOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface GroupCommitOptions {
  /** At most this many writes in one batch. */
  maxBatch: number;
  /** Batches in flight at once; more overlap the round trips of one with the work of the next. */
  maxInFlight: number;
}

interface Waiting<I, O> {
  item: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

export function createGroupCommit<I, O>(
  /** Writes the batch; returns one outcome per item, in order. A rejection fails every item. */
  writeBatch: (items: I[]) => Promise<WriteOutcome<O>[]>,
  options: GroupCommitOptions,
): (item: I) => Promise<O> {
  const waiting: Waiting<I, O>[] = [];
  let inFlight = 0;

  const settle = (batch: Waiting<I, O>[], outcomes: WriteOutcome<O>[]) => {
    batch.forEach((entry, i) => {
      const outcome = outcomes[i];
      if (!outcome) entry.reject(new Error("the batch writer returned no outcome for a write"));
      else if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });
  };

  const pump = () => {
    while (inFlight < options.maxInFlight && waiting.length > 0) {
      const batch = waiting.splice(0, options.maxBatch);
      inFlight++;
      writeBatch(batch.map((entry) => entry.item))
        .then(
          (outcomes) => settle(batch, outcomes),
          (error) => {
            for (const entry of batch) entry.reject(error);
          },
        )
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      pump();
    });
}
