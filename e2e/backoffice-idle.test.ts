import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, repoRoot, startServer } from "../scripts/server-process";
import { loginThroughApi } from "./fixtures/backoffice";
import { copySeededDataDir, launchBrowser } from "./fixtures/browser";

/**
 * The idle timeout in real time: the demo school's is set to one minute with the CLI (as an IT
 * department would), and the test waits that minute out.
 */
describe("idle back-office session", () => {
  let server: RunningServer;
  let browser: Browser;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-e2e-idle-"));

  beforeAll(async () => {
    // The demo school, seeded once for every browser test; the CLI opens the database before the server.
    copySeededDataDir(dataDir);
    const set = spawnSync(
      process.execPath,
      [
        ...["--import", "tsx", path.join(repoRoot, "apps/server/src/cli/main.ts"), "org:parameter"],
        ...["--tenant", "demo", "--organization", "demo-student", "--category", "SESSION"],
        ...["--type", "IDLE_TIMEOUT_MINUTES", "--value", "1"],
      ],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
    );
    if (set.status !== 0) throw new Error(`org:parameter failed: ${set.stderr}`);
    server = await startServer({ dataDir, requireSpas: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("logs the user out with the notice after the idle timeout", async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: "ja-JP",
      timezoneId: "Asia/Tokyo",
    });
    const page = await context.newPage();
    await loginThroughApi(page, "admin");
    // One minute without a request, plus the few seconds' grace the screen leaves the server.
    await page.waitForURL("**/login", { timeout: 100_000 });
    await expect.poll(() => page.locator("body").innerText()).toContain("自動的にログアウトしました");
    const me = await page.request.get("/app/api/v2/login/loginuser");
    expect(me.status()).toBe(401);
    await context.close();
  }, 150_000);
});
