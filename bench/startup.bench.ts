import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot, startServer } from "../scripts/server-process";
import type { BenchResult } from "./report";

/**
 * Start of the platform until /readyz answers: first start on an empty embedded database
 * (migrations + demo seed) and a warm start on the migrated one. Baseline, measured in the same
 * run: a bare Node process that only opens an empty embedded database.
 */
export async function benchStartup(): Promise<BenchResult> {
  const baseline = timeBaseline();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-bench-"));
  try {
    const first = await timeStart(dataDir);
    const warm = await timeStart(dataDir);
    return {
      name: "起動時間 (組み込みデータベース)",
      rows: [
        { label: "基準: 空の PGlite を開くだけの Node プロセス", seconds: baseline },
        {
          label: "初回起動 (マイグレーション + デモデータ) → /readyz",
          seconds: first,
          ratio: first / baseline,
          target: 10,
        },
        { label: "2 回目以降の起動 → /readyz", seconds: warm, ratio: warm / baseline, target: 3 },
      ],
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServer({ dataDir, env: { SERVE_SPA: "false" } });
  const seconds = (performance.now() - started) / 1000;
  await server.stop();
  return seconds;
}

function timeBaseline(): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-bench-base-"));
  const script = `const { PGlite } = await import("@electric-sql/pglite"); const db = new PGlite(${JSON.stringify(path.join(dir, "db"))}); await db.waitReady; await db.query("select 1"); await db.close();`;
  const started = performance.now();
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: repoRoot });
  const seconds = (performance.now() - started) / 1000;
  fs.rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`baseline failed: ${result.stderr}`);
  return seconds;
}
