import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_OPTIONS } from "../apps/server/src/server-node-options";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the process printed so far (the start banner, warnings). */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a data directory (a warm start); a fresh one is made and removed at stop otherwise. */
  dataDir?: string;
  /** Refuse to start when the SPAs are not built (the browser tests need them). */
  requireSpas?: boolean;
  /** Listen on this port (e.g. one an OpenID provider's redirect URI already names); a free one otherwise. */
  port?: number;
}

/**
 * Starts the platform as `npm start` would (embedded database, built SPAs) on a free port,
 * and waits until /readyz answers.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  if (options.requireSpas) {
    for (const spa of ["apps/backoffice", "apps/form-frontend", "apps/member-app"]) {
      if (!fs.existsSync(path.join(repoRoot, spa, "dist/index.html"))) {
        throw new Error(`${spa} is not built: run \`npm run build\` first`);
      }
    }
  }
  const port = options.port ?? (await freePort());
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-run-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_OPTIONS, "--import", "tsx", path.join(repoRoot, "apps/server/src/main.ts")],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitForReady(url, child, () => output);
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// A first start migrates and seeds the demo school; on a busy 2-core machine (tests beside other work)
// that was seen to take 165 s, so the wait is generous: a start that never comes still fails.
const READY_TIMEOUT_MS = 240_000;

async function waitForReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready in ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}
