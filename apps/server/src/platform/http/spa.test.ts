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
    for (const name of ["backoffice", "form-frontend"]) {
      fs.mkdirSync(path.join(root, name));
      fs.writeFileSync(path.join(root, name, "index.html"), `<!doctype html><title>${name}</title>`);
    }
    registerSecurityHeaders(app);
    await registerSpas(app, {
      backoffice: path.join(root, "backoffice"),
      formFrontend: path.join(root, "form-frontend"),
    });
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
