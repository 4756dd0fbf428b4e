export interface BenchRow {
  label: string;
  /** A duration; or, with `megabytes` or `perSecond`, leave it out. */
  seconds?: number;
  /** A memory figure (peak resident set size, …). */
  megabytes?: number;
  /** A throughput figure: things done per second (answers, requests). */
  perSecond?: number;
  /** Against the baseline row of the same benchmark, measured in the same run. */
  ratio?: number;
  /** Target in seconds (or megabytes for a memory row); the print says whether it was met. */
  target?: number;
  /** Target for a `perSecond` row: at least this many per second. */
  minimum?: number;
}

export interface BenchResult {
  name: string;
  rows: BenchRow[];
}

function formatRow(row: BenchRow): string {
  const ratio = row.ratio === undefined ? "" : `  (基準の ${row.ratio.toFixed(row.ratio < 1 ? 2 : 1)} 倍)`;
  if (row.perSecond !== undefined) {
    const target =
      row.minimum === undefined
        ? ""
        : `  目標 ${row.minimum.toLocaleString("ja-JP")} 件/秒以上: ${row.perSecond >= row.minimum ? "達成" : "未達"}`;
    return `- ${row.label}: ${Math.round(row.perSecond).toLocaleString("ja-JP")} 件/秒${ratio}${target}`;
  }
  if (row.megabytes !== undefined) {
    const target =
      row.target === undefined
        ? ""
        : `  目標 ${row.target} MB 未満: ${row.megabytes < row.target ? "達成" : "未達"}`;
    return `- ${row.label}: ${row.megabytes.toFixed(0)} MB${ratio}${target}`;
  }
  const seconds = row.seconds ?? 0;
  const target =
    row.target === undefined ? "" : `  目標 ${row.target} 秒未満: ${seconds < row.target ? "達成" : "未達"}`;
  const figure = seconds < 1 ? `${(seconds * 1000).toFixed(2)} ミリ秒` : `${seconds.toFixed(2)} 秒`;
  return `- ${row.label}: ${figure}${ratio}${target}`;
}

export function printResult(result: BenchResult): void {
  console.log(`\n## ${result.name}`);
  for (const row of result.rows) console.log(formatRow(row));
}
