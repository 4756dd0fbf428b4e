export interface BenchRow {
  label: string;
  seconds: number;
  /** Against the baseline row of the same benchmark, measured in the same run. */
  ratio?: number;
  /** Target in seconds; the print says whether it was met. */
  target?: number;
}

export interface BenchResult {
  name: string;
  rows: BenchRow[];
}

export function printResult(result: BenchResult): void {
  console.log(`\n## ${result.name}`);
  for (const row of result.rows) {
    const ratio = row.ratio === undefined ? "" : `  (基準の ${row.ratio.toFixed(1)} 倍)`;
    const target =
      row.target === undefined
        ? ""
        : `  目標 ${row.target} 秒未満: ${row.seconds < row.target ? "達成" : "未達"}`;
    const figure =
      row.seconds < 1 ? `${(row.seconds * 1000).toFixed(2)} ミリ秒` : `${row.seconds.toFixed(2)} 秒`;
    console.log(`- ${row.label}: ${figure}${ratio}${target}`);
  }
}
