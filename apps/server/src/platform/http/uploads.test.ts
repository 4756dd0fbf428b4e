import net from "node:net";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import { createPermissionTenant } from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";
import { UNSTORABLE_TEXT_MESSAGE } from "./input-text";
import { MALFORMED_MULTIPART_MESSAGE } from "./uploads";

const LOGO = "/app/api/v2/organization-setting/logo";
const PERSONAL = "taro.yamada@example.jp";

function filePart(boundary: string, name: string, content: Buffer | string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from("\r\n"),
  ]);
}

/** Sends raw HTTP on one socket and resolves with the bytes of one response (ended by its length). */
function exchange(socket: net.Socket, request: Buffer, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => {
      socket.off("data", onData);
      reject(new Error(`no answer within ${timeoutMs} ms: ${text.slice(0, 200)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      text += chunk.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      if (end >= 0 && length && text.length >= end + 4 + Number(length)) {
        clearTimeout(timer);
        socket.off("data", onData);
        resolve(text);
      }
    };
    socket.on("data", onData);
    socket.write(request);
  });
}

describe("uploads", () => {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  const t = useTestApp({
    loggerInstance: logger,
    extend: (app, ctx) => {
      // Statements that fail with a personal value bound as a parameter: one the database refuses as
      // data (SQLSTATE 22P02), one that is a plain fault (undefined table, 42P01).
      app.get("/test-only/bad-value", async () => ctx.database.db.execute(sql`select ${PERSONAL}::int`));
      app.get("/test-only/fault", async () =>
        ctx.database.db.execute(sql`select * from no_such_table where mail = ${PERSONAL}`),
      );
    },
  });

  async function adminHeaders() {
    const school = await createPermissionTenant(t.database.db);
    return loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
  }

  it("answers a second request on the same connection after refusing a two-file upload", async () => {
    const headers = await adminHeaders();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const boundary = "gakumuBoundary42";
    // Not an image, and a second file behind it big enough not to fit in the socket's buffers.
    const body = Buffer.concat([
      filePart(boundary, "file", "not an image"),
      filePart(boundary, "file", Buffer.alloc(2 * 1024 * 1024, 97)),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const head = [
      `POST ${LOGO} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      "Connection: keep-alive",
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${body.length}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      "",
      "",
    ].join("\r\n");
    const socket = net.connect(Number(port), "127.0.0.1");
    try {
      const first = await exchange(socket, Buffer.concat([Buffer.from(head), body]));
      expect(first).toMatch(/^HTTP\/1\.1 400/);
      const second = await exchange(
        socket,
        Buffer.from(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`),
      );
      expect(second).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  });

  it("refuses a multipart body without a boundary or cut off, with 400 and a Japanese message", async () => {
    const headers = await adminHeaders();
    const noBoundary = await t.app.inject({
      method: "POST",
      url: LOGO,
      headers: { ...headers, "content-type": "multipart/form-data" },
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json().message).toBe(MALFORMED_MULTIPART_MESSAGE);

    const boundary = "cutOff";
    const truncated = await t.app.inject({
      method: "POST",
      url: LOGO,
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`,
    });
    expect(truncated.statusCode, truncated.body).toBe(400);
    expect(truncated.json().message).toBe(MALFORMED_MULTIPART_MESSAGE);
  });

  it("refuses a NUL in a multipart file name", async () => {
    const headers = await adminHeaders();
    const boundary = "nulName";
    const res = await t.app.inject({
      method: "POST",
      url: LOGO,
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(UNSTORABLE_TEXT_MESSAGE);
  });

  it("never writes SQL parameter values to the log", async () => {
    lines.length = 0;
    const refused = await t.app.inject({ method: "GET", url: "/test-only/bad-value" });
    expect(refused.statusCode).toBe(400);
    const failed = await t.app.inject({ method: "GET", url: "/test-only/fault" });
    expect(failed.statusCode).toBe(500);
    const logged = lines.join("\n");
    expect(logged).toContain("22P02");
    expect(logged).toContain("42P01");
    expect(logged).toContain("no_such_table");
    expect(logged).not.toContain(PERSONAL);
    expect(JSON.stringify(failed.json())).not.toContain(PERSONAL);
  });
});
