// @vitest-environment jsdom
import "../i18n";
import { renderWithProviders } from "@gakumu/ui/test";
import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoLoginUser, fakeApi, shellApi } from "../test/fake-api.testing";
import { setNavigator } from "./navigation";
import { routes } from "./router";
import { endSession } from "./session/session-store";

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const at = (router: ReturnType<typeof open>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe("authentication gate", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
    sessionStorage.clear();
  });

  it("sends a visitor without a session to /login, without an error toast", async () => {
    fakeApi({
      "GET /app/api/v2/login/loginuser": [401, { code: "JSS_MANAGE_AUTHENTICATION_ERROR", message: "x" }],
    });
    const router = open("/member-list?categoryCd=10");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByRole("button", { name: "ログイン" })).toBeTruthy();
    expect(screen.queryByText("x")).toBeNull();
  });

  it("loads everything of spec §2.1 in parallel, then shows the shell", async () => {
    const calls = shellApi();
    const router = open("/");
    expect(await screen.findByText("山田 花子 さん、こんにちは")).toBeTruthy();
    expect(at(router)).toBe("/home");
    expect(screen.getAllByText("学務高等学校").length).toBeGreaterThan(0);
    const loads = calls
      // Click logging and the header's notice bell come with the shell, not before it.
      .filter((c) => c.path !== "/app/api/com/output/operationLog" && c.path !== "/app/api/staff-notices")
      .map((c) =>
        c.path.includes("/organization/parameter") ||
        c.path.includes("/importfield") ||
        c.path.endsWith("/menu")
          ? `${c.path}?processMode=${c.query.get("processMode")}&organizationCd=${c.query.get("organizationCd")}`
          : c.path,
      );
    expect(loads.sort()).toEqual([
      "/app/api/auth/menu?processMode=0&organizationCd=ORG1",
      "/app/api/v2/login/loginuser",
      "/app/api/v2/login/manual",
      "/app/api/v2/login/organization",
      "/app/api/v2/organization/parameter?processMode=0&organizationCd=ORG1",
      "/app/api/v2/organization/parameter?processMode=9&organizationCd=ORG1",
      "/app/api/v2/system/member/importfield?processMode=0&organizationCd=ORG1",
      "/app/api/v2/system/member/importfield?processMode=9&organizationCd=ORG1",
    ]);
  });

  it("sends a path the menu does not allow to /not-found", async () => {
    shellApi();
    const router = open("/login-users?categoryCd=800");
    await waitFor(() => expect(router.state.location.pathname).toBe("/not-found"));
    expect(await screen.findByText("ページが見つかりません")).toBeTruthy();
  });

  it("says an allowed menu without a screen is in preparation", async () => {
    shellApi();
    open("/certificate-issue?categoryCd=10");
    expect(await screen.findByText("この機能は準備中です")).toBeTruthy();
    expect(
      screen.getByText("「証明書発行」の画面はまだ公開されていません。公開までお待ちください。"),
    ).toBeTruthy();
  });

  it.each([
    [{ passwordChangeRequired: true }, "/security-setting-before-login"],
    [{ passwordExpired: true }, "/expired"],
    [
      {
        organizations: [
          { systemCd: 2, organizationCd: "ORG1", name: "A", processModes: [0, 9] },
          { systemCd: 5, organizationCd: "ORG2", name: "B", processModes: [0] },
        ],
      },
      "/SelectProcess",
    ],
  ])("sends %j to %s first", async (change, target) => {
    shellApi({ "GET /app/api/v2/login/loginuser": [200, { ...demoLoginUser, ...change }] });
    const router = open("/home");
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});
