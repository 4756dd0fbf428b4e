/**
 * Writes items in small groups as they arrive, one write in flight at a time: a group goes when it
 * has `size` items or its first item waited `delayMs`. A channel batch records each send's result
 * this way as it completes, so a process killed mid-unit leaves only the last few results unwritten
 * (those are sent again: docs/decisions/0006-delivery-engine.md) while the statements stay a handful
 * per unit, not one per message. A failed write fails `flush()`; its items stay unwritten.
 */
export function resultGroups<T>(
  write: (items: T[]) => Promise<void>,
  options: { size: number; delayMs: number },
) {
  let pending: T[] = [];
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failure: unknown = null;

  const start = () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (running || pending.length === 0) return;
    const items = pending;
    pending = [];
    running = write(items)
      .catch((err: unknown) => {
        failure ??= err;
      })
      .finally(() => {
        running = null;
        if (pending.length >= options.size) start();
        else arm();
      });
  };
  const arm = () => {
    if (timer || running || pending.length === 0) return;
    timer = setTimeout(start, options.delayMs);
  };

  return {
    add(item: T) {
      pending.push(item);
      if (pending.length >= options.size) start();
      else arm();
    },
    /** Writes whatever is left and waits for it; throws the first failed write. */
    async flush() {
      while (running || pending.length > 0) {
        if (running) await running;
        else start();
      }
      if (timer) clearTimeout(timer);
      timer = null;
      if (failure) throw failure;
    },
  };
}
