import { describe, expect, it } from "vitest";
import { useE2e } from "./fixtures/browser";

describe("the built platform in a browser", () => {
  const e2e = useE2e();

  it("shows the back-office login page in Japanese", async () => {
    const page = await e2e.newPage();
    await page.goto("/login");
    await expect.poll(() => page.getByRole("button", { name: "ログイン" }).count()).toBeGreaterThan(0);
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    expect(await page.getByLabel("ユーザーID").count()).toBe(1);
  });

  it("shows the form frontend's not-found page in Japanese on a phone", async () => {
    const page = await e2e.newPage({ width: 390, height: 844 });
    await page.goto("/app/form-frontend/not-found");
    await expect.poll(() => page.locator("body").innerText()).toMatch(/アクセスキー/);
  });

  it("answers an unknown API path with a JSON error, not a page", async () => {
    const res = await fetch(`${e2e.server.url}/app/api/unknown`);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe("NOT_FOUND");
  });
});
