// Vitest setup of the unit project (vitest.config.ts): runs before every unit test file.

// Testing Library gives findBy*/waitFor one second by default. On a loaded CI machine (two cores
// shared with other suites) a screen's first render or a query's answer can take longer, and a test
// then fails without anything being wrong. One generous limit here instead of a timeout per test;
// a test that really waits for something missing still fails, only later.
const ASYNC_UTIL_TIMEOUT_MS = 5000;

// Node-environment test files (pure logic) never use Testing Library: they do not load it.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
  // Mantine's transitions end on a timer (up to a few hundred ms) that can outlive a file's last
  // test; fired after the DOM environment is torn down it throws "window is not defined" and fails
  // the run. Let those timers run out while the DOM still exists, but only those: the timers the
  // file set are tracked, and after its last test it waits for the ones due within 500 ms, and no
  // longer (a fixed 500 ms per file cost the unit project about 50 s of waiting).
  const { afterAll } = await import("vitest");
  const WAIT_LIMIT_MS = 500;
  const dueAt = new Map<unknown, number>();
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const timer = realSetTimeout(() => {
      dueAt.delete(timer);
      callback(...args);
    }, delay);
    dueAt.set(timer, Date.now() + (delay ?? 0));
    return timer;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((timer?: Parameters<typeof clearTimeout>[0]) => {
    dueAt.delete(timer);
    realClearTimeout(timer);
  }) as typeof clearTimeout;
  afterAll(async () => {
    const limit = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const next = Math.min(...[...dueAt.values()].filter((due) => due <= limit));
      if (!Number.isFinite(next)) return;
      await new Promise((resolve) => realSetTimeout(resolve, Math.max(0, next - Date.now()) + 1));
    }
  });
}

// A module (for the top-level await), imported by Vitest only for its effect.
export {};
