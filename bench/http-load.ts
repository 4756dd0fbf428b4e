import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import autocannon from "autocannon";

// Real-HTTP load for the benchmarks: the server as its own process (bench/http-server.ts), driven by
// autocannon from this one, so client and server do not share an event loop.

export interface BenchServer {
  url: string;
  /** The server process, to read its CPU time (cpu-time.ts). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts bench/http-server.ts with `env` on top of this process's environment; resolves once it
 * listens. BENCH_CPU_PROF=<dir> writes the server's CPU profile there (node --cpu-prof) when it stops.
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const entry = path.join(import.meta.dirname, "http-server.ts");
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", entry], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      const found = /^listening (\d+)$/.exec(line);
      if (found) resolve(found[1]!);
    });
    child.once("exit", (code) => reject(new Error(`the bench server exited (${code}) before listening`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export interface LoadFigures {
  connections: number;
  seconds: number;
  /** 2xx answers per second over the run. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadRun {
  url: string;
  connections: number;
  /** Requests in all: each one is answered before the run ends, so every answer can be counted after. */
  amount: number;
  headers: Record<string, string>;
  /** The JSON body of the n-th request of this run (each one distinct). */
  body(n: number): unknown;
  /** Headers of the n-th request on top of `headers`. */
  headersOf?(n: number): Record<string, string>;
}

/** POSTs `amount` JSON requests over `connections` keep-alive connections; latency as autocannon measures it. */
export async function drivePost(run: LoadRun): Promise<LoadFigures> {
  let n = 0;
  const result = await autocannon({
    url: run.url,
    connections: run.connections,
    amount: run.amount,
    timeout: 30,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const i = n++;
          return {
            ...request,
            headers: { ...run.headers, ...run.headersOf?.(i), "content-type": "application/json" },
            body: JSON.stringify(run.body(i)),
          };
        },
      },
    ],
  });
  return {
    connections: run.connections,
    seconds: result.duration,
    perSecond: result["2xx"] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
