import fs from "node:fs";

// CPU time of the processes a benchmark runs, from /proc (Linux): what a run cost each side in CPU,
// which, unlike throughput, hardly depends on what else the shared machine is doing meanwhile.

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux the project runs on). */
const TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds of the process so far; 0 once it is gone (or off Linux). */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function processTitles(): { pid: number; title: string }[] {
  let pids: string[];
  try {
    pids = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.flatMap((pid) => {
    try {
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
      return [{ pid: Number(pid), title }];
    } catch {
      return [];
    }
  });
}

/**
 * CPU milliseconds of PostgreSQL's processes on this machine: the backends and autovacuum workers of
 * `database` (their process title names it), and the server's own writers (WAL writer, checkpointer,
 * background writer) that every database shares. A backend that exits between two readings takes
 * its time with it: the benchmarks keep their pools open across a run.
 */
export function postgresCpuMs(database: string): { backends: number; shared: number } {
  let backends = 0;
  let shared = 0;
  for (const { pid, title } of processTitles()) {
    if (!title.startsWith("postgres:")) continue;
    if (title.includes(` ${database} `) || title.endsWith(` ${database}`)) backends += processCpuMs(pid);
    else if (/walwriter|checkpointer|background writer|walsummarizer/.test(title))
      shared += processCpuMs(pid);
  }
  return { backends, shared };
}
