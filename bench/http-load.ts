import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
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
  /** Told of each answer as it arrives (e.g. to count the acknowledged ones while the run goes on). */
  onResponse?(statusCode: number): void;
}

/** POSTs `amount` JSON requests over `connections` keep-alive connections; latency as autocannon measures it. */
export async function drivePost(run: LoadRun): Promise<LoadFigures> {
  let n = 0;
  // Timed here, from the start to the last answer: autocannon notices the end of an `amount` run on
  // its once-a-second tick, so its own duration can be up to a second long.
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
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
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on("response", (_client, statusCode: number) => {
      lastAnswer = performance.now();
      run.onResponse?.(statusCode);
    });
  });
  const seconds = (lastAnswer - started) / 1000;
  return {
    connections: run.connections,
    seconds,
    perSecond: result["2xx"] / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * POSTs `amount` JSON requests at a fixed pace (`perSecond`, request i leaves at i / perSecond seconds)
 * over keep-alive connections, at most `connections` in flight: an expected load such as the morning
 * rush, where autocannon's closed loop measures the highest sustained rate instead. A request that
 * finds every connection busy waits, and its wait counts in its latency (from its scheduled time).
 */
export async function drivePaced(run: LoadRun & { perSecond: number }): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: run.connections });
  const latencies: number[] = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  const post = (i: number) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify(run.body(i));
      const req = http.request(
        run.url,
        {
          method: "POST",
          agent,
          headers: {
            ...run.headers,
            ...run.headersOf?.(i),
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.once("end", () => resolve(res.statusCode ?? 0));
          res.once("error", reject);
        },
      );
      req.once("error", reject);
      req.end(body);
    });
  const started = performance.now();
  const one = async (i: number) => {
    const due = started + (i * 1000) / run.perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const status = await post(i);
      if (status >= 200 && status < 300) ok++;
      else non2xx++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - due);
  };
  await Promise.all(Array.from({ length: run.amount }, (_, i) => one(i)));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    connections: run.connections,
    seconds,
    perSecond: ok / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    ok,
    non2xx,
    errors,
    timeouts: 0,
  };
}
