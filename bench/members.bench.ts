import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_OPTIONS } from "../apps/server/src/server-node-options";
import type { BenchDatabaseKind } from "./in-process-app";
import { writeImportWorkbook } from "./member-import-file";
import type { MemberFigures } from "./members.worker";
import type { BenchResult } from "./report";

const KIND_NAMES: Record<BenchDatabaseKind, string> = {
  pglite: "組み込みデータベース",
  postgres: "PostgreSQL",
};

/** Runs the worker for one database kind in a fresh process (its own peak memory) and reads its figures. */
function runWorker(kind: BenchDatabaseKind, importFile: string): MemberFigures {
  const worker = path.join(import.meta.dirname, "members.worker.ts");
  // With the server's own node options (the heap limit shapes how far garbage grows before a full
  // collection), so the peak is the one the product would have.
  const args = [...SERVER_NODE_OPTIONS, "--expose-gc", "--import", "tsx", worker, kind, importFile];
  const result = spawnSync(process.execPath, args, {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = result.stdout.trim().split("\n").at(-1) ?? "";
  if (result.status !== 0 || !line.startsWith("{")) throw new Error(`member benchmark (${kind}) failed`);
  return JSON.parse(line) as MemberFigures;
}

function resultOf(f: MemberFigures): BenchResult {
  const importSeconds = f.importCheckSeconds + f.importCommitSeconds;
  return {
    name: `メンバー: 50,000 行の Excel 取り込み、100,000 名の検索と出力（${KIND_NAMES[f.kind]}）`,
    rows: [
      { label: "基準: 同じ 50,000 行の一括 INSERT（unnest）", seconds: f.batchInsertSeconds },
      { label: "取り込みチェック（ファイル解析と全行の検証）", seconds: f.importCheckSeconds },
      { label: "取り込み実行（全件を 1 トランザクションで登録）", seconds: f.importCommitSeconds },
      {
        label: "取り込み合計",
        seconds: importSeconds,
        ratio: importSeconds / f.batchInsertSeconds,
        target: 30,
      },
      { label: "取り込み前のプロセスのメモリ (RSS)", megabytes: f.rssBeforeImportMb },
      { label: "取り込み中のプロセスのピークメモリ (RSS)", megabytes: f.peakRssImportMb, target: 600 },
      { label: "基準: select 1 を返す素の Fastify ルート p95", seconds: f.searchBaselineP95Ms / 1000 },
      {
        label: "氏名・カナの断片で検索 p95",
        seconds: f.fragmentP95Ms / 1000,
        ratio: f.fragmentP95Ms / f.searchBaselineP95Ms,
        ...(f.kind === "postgres" ? { target: 0.15 } : {}),
      },
      {
        label: "所属で絞り込み p95",
        seconds: f.hierarchyP95Ms / 1000,
        ratio: f.hierarchyP95Ms / f.searchBaselineP95Ms,
        ...(f.kind === "postgres" ? { target: 0.15 } : {}),
      },
      {
        label: `基準: ${f.exportRows.toLocaleString("ja-JP")} 行を select * で読むだけ`,
        seconds: f.selectAllSeconds,
      },
      {
        label: `Excel 出力 ${f.exportRows.toLocaleString("ja-JP")} 行（ジョブ、ファイル完成まで）`,
        seconds: f.exportSeconds,
        ratio: f.exportSeconds / f.selectAllSeconds,
      },
    ],
  };
}

/** The member benchmark on both databases: each kind in its own process, printed as two results. */
export async function benchMembers(): Promise<BenchResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-bench-import-"));
  try {
    const importFile = path.join(dir, "名簿.xlsx");
    await writeImportWorkbook(importFile);
    return (["pglite", "postgres"] as const).map((kind) => resultOf(runWorker(kind, importFile)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
