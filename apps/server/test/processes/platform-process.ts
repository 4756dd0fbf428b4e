// Real server processes for tests that need several of them on one database (web + worker roles),
// started as `npm start` starts one: node with the server's options, tsx, src/main.ts.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { SERVER_NODE_OPTIONS } from "../../src/server-node-options";

const main = path.resolve(import.meta.dirname, "../../src/main.ts");

export interface PlatformProcess {
  /** http://127.0.0.1:<port> for a web process; "" for a worker. */
  url: string;
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts one process with ROLE web or worker and waits for its start banner (and /readyz for web). */
export async function startPlatformProcess(
  role: "web" | "worker",
  env: Record<string, string>,
): Promise<PlatformProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_OPTIONS, "--import", "tsx", main], {
    env: { ...process.env, ...env, ROLE: role, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = role === "web" ? `http://127.0.0.1:${port}` : "";
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${role} exited with ${child.exitCode}:\n${output}`);
    if (output.includes(`ROLE=${role}`)) {
      if (role === "worker") break;
      const ready = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${role} did not start in 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** What `app.inject` answers, over real HTTP, so the login helpers work against a process. */
export function httpInjector(baseUrl: string) {
  return {
    async inject(request: {
      method?: string;
      url: string;
      headers?: Record<string, string>;
      payload?: unknown;
    }) {
      const res = await fetch(`${baseUrl}${request.url}`, {
        method: request.method ?? "GET",
        headers: {
          ...(request.payload === undefined ? {} : { "content-type": "application/json" }),
          ...request.headers,
        },
        body: request.payload === undefined ? undefined : JSON.stringify(request.payload),
      });
      const body = await res.text();
      const headers: Record<string, string | string[]> = Object.fromEntries(res.headers);
      const cookies = res.headers.getSetCookie();
      if (cookies.length > 0) headers["set-cookie"] = cookies;
      const parsed = cookies.map((c) => {
        const [pair = ""] = c.split(";");
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1) };
      });
      return { statusCode: res.status, body, headers, cookies: parsed, json: () => JSON.parse(body) };
    },
  };
}
