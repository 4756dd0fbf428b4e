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
  // the run. Let those timers run out while the DOM still exists.
  const { afterAll } = await import("vitest");
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));
}

// A module (for the top-level await), imported by Vitest only for its effect.
export {};
