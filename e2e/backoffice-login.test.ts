import { describe, expect, it } from "vitest";
import { loginAs } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";

describe("back-office login and menus", () => {
  const e2e = useE2e();

  it("logs in with password and TOTP, shows the menus, opens an allowed path and refuses an unknown one", async () => {
    const page = await e2e.newPage();
    await loginAs(page, "admin");
    const sidebar = page.getByRole("navigation").first();
    await expect.poll(() => sidebar.innerText()).toContain("権限管理");
    expect(await sidebar.innerText()).toContain("マスタ管理");

    await page.goto("/login-user?categoryCd=800");
    await expect.poll(() => page.locator("main").innerText()).toContain("管理者ユーザー");
    await expect.poll(() => page.getByRole("button", { name: "新規登録" }).isEnabled()).toBe(true);

    await page.goto("/no-such-menu?categoryCd=10");
    await page.waitForURL("**/not-found");

    // The disabled sample category (999) is not reachable by typing its address either.
    await page.goto("/sample-page?categoryCd=999");
    await page.waitForURL("**/not-found");
  });

  it("shows a reference-only user the screens with their actions disabled", async () => {
    const page = await e2e.newPage();
    await loginAs(page, "viewer");
    await page.goto("/login-user?categoryCd=800");
    const create = page.getByRole("button", { name: "新規登録" });
    await create.waitFor();
    expect(await create.isDisabled()).toBe(true);
    await create.hover({ force: true });
    await expect.poll(() => page.getByText("操作は許可されていません").count()).toBeGreaterThan(0);
  });

  it("sends a visitor without a session to the login page", async () => {
    const page = await e2e.newPage();
    await page.goto("/home");
    await page.waitForURL("**/login");
  });
});
