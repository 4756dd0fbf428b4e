import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";

// The whole application (every module's routes) with both SPAs present: the addresses a new user opens
// first must answer with a page, whatever route schemas the modules declare.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-spa-entry-"));
for (const name of ["backoffice", "form-frontend", "member-app"]) {
  fs.mkdirSync(path.join(root, name));
  fs.writeFileSync(path.join(root, name, "index.html"), `<!doctype html><title>${name}</title>`);
}

describe("the first addresses a new user opens", () => {
  const t = useTestApp({
    spaDirs: {
      backoffice: path.join(root, "backoffice"),
      formFrontend: path.join(root, "form-frontend"),
      memberApp: path.join(root, "member-app"),
    },
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each([
    ["/", "backoffice"],
    ["/login", "backoffice"],
    ["/app/form-frontend/", "form-frontend"],
    ["/app/form-frontend", "form-frontend"],
    ["/app/member/", "member-app"],
    ["/app/member", "member-app"],
  ])("GET %s answers the %s page", async (url, spa) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain(`<title>${spa}</title>`);
    // Only the form frontend's page may load the organisation's Google tag.
    const policy = String(res.headers["content-security-policy"]);
    expect(policy.includes("googletagmanager")).toBe(spa === "form-frontend");
  });
});
