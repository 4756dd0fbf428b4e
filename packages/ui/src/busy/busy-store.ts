/**
 * Counts requests in flight so that overlapping calls share one overlay: it appears with the
 * first and disappears with the last (spec §2.1). Plain module state, not React state, because
 * fetch helpers outside components start and end requests.
 */
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const busy = {
  begin(): void {
    count += 1;
    emit();
  },
  end(): void {
    // Never below zero: an unmatched end() (e.g. after reset in a test) must not hide a later begin().
    count = Math.max(0, count - 1);
    emit();
  },
  count(): number {
    return count;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** For tests only. */
  reset(): void {
    count = 0;
    emit();
  },
};

/** Shows the overlay while the promise is pending, whether it resolves or rejects. */
export async function withBusy<T>(promise: Promise<T> | (() => Promise<T>)): Promise<T> {
  busy.begin();
  try {
    return await (typeof promise === "function" ? promise() : promise);
  } finally {
    busy.end();
  }
}
