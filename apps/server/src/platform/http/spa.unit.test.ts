import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "./security-headers";
import { registerSpas } from "./spa";

describe("serving the SPAs", () => {
  const app = Fastify();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-spa-"));

  beforeAll(async () => {
    for (const name of ["backoffice", "form-frontend", "member-app"]) {
      fs.mkdirSync(path.join(root, name));
      fs.writeFileSync(path.join(root, name, "index.html"), `<!doctype html><title>${name}</title>`);
    }
    registerSecurityHeaders(app);
    await registerSpas(app, {
      backoffice: path.join(root, "backoffice"),
      formFrontend: path.join(root, "form-frontend"),
      memberApp: path.join(root, "member-app"),
    });
    fs.writeFileSync(path.join(root, "member-app", "sw.js"), "self.addEventListener('push', () => {});");
    fs.writeFileSync(path.join(root, "member-app", "manifest.webmanifest"), '{"name":"学務"}');
    fs.mkdirSync(path.join(root, "member-app", "assets"));
    fs.writeFileSync(path.join(root, "member-app", "assets", "index-3f9a1c2b.js"), "console.log(1);");
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("answers deep links with each SPA's page", async () => {
    const form = await app.inject({ url: "/app/form-frontend/12/answer" });
    expect(form.body).toContain("<title>form-frontend</title>");
    const office = await app.inject({ url: "/members/3" });
    expect(office.body).toContain("<title>backoffice</title>");
  });

  it("answers the member app's deep links with its page, and serves its service worker fresh", async () => {
    for (const url of ["/app/member/", "/app/member", "/app/member/messages/12", "/app/member/m/abc"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<title>member-app</title>");
    }
    const worker = await app.inject({ url: "/app/member/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toContain("javascript");
    // A new worker must reach phones at the next visit, not after a year in the HTTP cache.
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const policy = String(worker.headers["content-security-policy"]);
    expect(policy).not.toContain("googletagmanager");
  });

  it("revalidates the service worker, manifest and pages, and caches hashed assets for good", async () => {
    // @fastify/static used to write `public, max-age=0` over the headers the SPA sets.
    for (const url of ["/app/member/sw.js", "/app/member/manifest.webmanifest", "/app/member/", "/"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    const manifest = await app.inject({ url: "/app/member/manifest.webmanifest" });
    expect(manifest.body).toContain("学務");
    const asset = await app.inject({ url: "/app/member/assets/index-3f9a1c2b.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Revalidation still works: the ETag answers a repeat visit with 304.
    const again = await app.inject({
      url: "/app/member/sw.js",
      headers: { "if-none-match": String((await app.inject({ url: "/app/member/sw.js" })).headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("lets only the form frontend load the Google tag (GA4 / GTM)", async () => {
    const form = await app.inject({ url: "/app/form-frontend/12/answer" });
    const formPolicy = String(form.headers["content-security-policy"]);
    expect(formPolicy).toContain("script-src 'self' https://*.googletagmanager.com");
    expect(formPolicy).toContain("connect-src 'self' https://*.google-analytics.com");
    expect(formPolicy).toContain("frame-ancestors 'none'");
    expect(formPolicy).not.toContain("unsafe-eval");

    const office = await app.inject({ url: "/members/3" });
    const officePolicy = String(office.headers["content-security-policy"]);
    expect(officePolicy).toContain("script-src 'self';");
    expect(officePolicy).not.toContain("googletagmanager");
  });
});
