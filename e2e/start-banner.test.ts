import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bannerUrls } from "../apps/server/src/start-banner";
import { repoRoot } from "../scripts/server-process";
import { useE2e } from "./fixtures/browser";

// A new user copies an address from the start banner or the README into a browser. Each one must
// show a screen, not a JSON error (GET / and /app/form-frontend/ once answered 400 VALIDATION_ERROR).

/** The addresses the banner printed, read from the process's own output once it has stopped growing. */
async function printedBannerUrls(output: () => string): Promise<string[]> {
  let seen = "";
  const deadline = Date.now() + 30_000;
  while (!(seen.includes("学務 を起動しました") && seen === output())) {
    if (Date.now() > deadline) throw new Error(`no start banner in the output:\n${output()}`);
    seen = output();
    await new Promise((r) => setTimeout(r, 500));
  }
  const banner = seen.slice(seen.indexOf("学務 を起動しました"));
  return [...new Set(banner.match(/https?:\/\/[^\s（）]+/g) ?? [])];
}

/** The README's addresses on the quick-start server, moved to the test server's address. */
function readmeUrls(base: string): string[] {
  const readme = fs.readFileSync(path.join(repoRoot, "README.md"), "utf8");
  const found = readme.match(/http:\/\/127\.0\.0\.1:3000[^\s|)`]*/g) ?? [];
  return [...new Set(found.map((u) => u.replace("http://127.0.0.1:3000", base)))];
}

describe("every address the start banner and the README print", () => {
  const e2e = useE2e();
  let banner: string[];

  beforeAll(async () => {
    banner = await printedBannerUrls(e2e.server.output);
  });

  it("prints the screens of the shared list on this server's address", () => {
    const { port, hostname } = new URL(e2e.server.url);
    const listed = bannerUrls({ HOST: hostname, PORT: Number(port) }).map((u) => u.url);
    expect(listed.length).toBeGreaterThan(0);
    for (const url of listed) expect(banner).toContain(url);
  });

  it("opens each of them as a screen in the browser", async () => {
    const urls = [...new Set([...banner, ...readmeUrls(e2e.server.url)])];
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      const page = await e2e.newPage();
      const response = await page.goto(url);
      expect(response?.status(), url).toBeLessThan(400);
      expect(response?.headers()["content-type"], url).toContain("text/html");
      // The SPA draws its screen after loading: wait for visible text, then make sure it is no error.
      await expect.poll(() => page.locator("body").innerText(), { message: url }).not.toBe("");
      const text = await page.locator("body").innerText();
      expect(text.trim().startsWith("{"), `${url} shows JSON: ${text.slice(0, 200)}`).toBe(false);
      expect(text, url).not.toContain("VALIDATION_ERROR");
      // A link that carries a form's key must reach the form, not the "link is invalid" page.
      if (url.includes("accessKey=")) {
        await expect.poll(() => page.url(), { message: url }).not.toContain("/not-found");
      }
    }
  });
});
