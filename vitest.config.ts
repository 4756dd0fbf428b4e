import { defineConfig } from "vitest/config";

// Three tiers, one runner: `unit` (pure logic and components), `api` (server on a real database),
// `e2e` (the built app driven through Debian's chromium). See README "Tests".

// CI sets TEST_SHUFFLE_SEED (and prints it): the files run in an order drawn from it, so a file that
// leans on another's leftovers fails there, and the same seed replays the order. Vitest takes the
// order for all projects at once; a file's own tests keep their written order, since an API file's
// tests share one app and database copy.
const shuffleSeed = process.env.TEST_SHUFFLE_SEED ? Number(process.env.TEST_SHUFFLE_SEED) : undefined;

export default defineConfig({
  test: {
    ...(shuffleSeed === undefined
      ? {}
      : { sequence: { seed: shuffleSeed, shuffle: { files: true, tests: false } } }),
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.{ts,tsx}",
            "apps/backoffice/src/**/*.test.{ts,tsx}",
            "apps/form-frontend/src/**/*.test.{ts,tsx}",
            "apps/member-app/src/**/*.test.{ts,tsx}",
            // The server's pure logic: no database, so it runs once, not again on PostgreSQL.
            "apps/server/src/**/*.unit.test.ts",
          ],
          environment: "node",
          setupFiles: ["packages/ui/src/test/unit-setup.ts"],
          // Screen tests wait for several renders; a loaded 2-core machine needs more than 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: ["apps/server/src/**/*.unit.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/global-setup.ts"],
          setupFiles: ["apps/server/test/api-setup.ts"],
          // A worker runs its files one after another in one module graph: the app's ~2,000 modules
          // are imported once per worker instead of once per file (about 8 s each). Every file still
          // builds its own app on its own database copy; state kept at module level is keyed by the
          // database handle or job queue it belongs to, so files cannot see each other's.
          isolate: false,
          testTimeout: 30_000,
          // A file's setup (tenants with two-step logins) waits on a busy machine; a hang still fails.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          environment: "node",
          testTimeout: 60_000,
          // Each file starts its own server (scripts/server-process.ts waits up to 240 s for it).
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
