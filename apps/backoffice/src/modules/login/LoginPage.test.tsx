// @vitest-environment jsdom
import "../../i18n";
import { renderWithProviders } from "@gakumu/ui/test";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginPage } from "./LoginPage";

type Reply = [status: number, body: unknown];

/** Answers each call in order and records what was sent. */
function stubFetch(...replies: Reply[]) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const [status, body] = replies.shift() ?? [500, {}];
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/", element: <p>home</p> },
    ],
    { initialEntries: ["/login"] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function fillAndSubmit(userId: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/ユーザーID/), userId);
  await user.type(screen.getByLabelText(/パスワード/), password);
  await user.keyboard("{Enter}");
  return user;
}

describe("LoginPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("requires both fields before calling the server", async () => {
    const calls = stubFetch();
    renderLogin();
    await userEvent.setup().click(screen.getByRole("button", { name: "ログイン" }));
    expect(screen.getByText("ユーザーIDを入力してください")).toBeTruthy();
    expect(screen.getByText("パスワードを入力してください")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("goes home when no second step is needed", async () => {
    const calls = stubFetch([200, { twoStepType: 0, url: "" }]);
    const router = renderLogin();
    await fillAndSubmit(" admin01 ", "Passw0rd!");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls[0]).toEqual({
      path: "/app/api/v2/manage/login",
      body: { displayUserId: "admin01", password: "Passw0rd!" },
    });
  });

  it("shows the server's message in a danger toast", async () => {
    stubFetch([
      401,
      { code: "JSS_MANAGE_AUTHENTICATION_ERROR", message: "ユーザーIDまたはパスワードが違います。" },
    ]);
    renderLogin();
    await fillAndSubmit("admin01", "wrong");
    expect(await screen.findByText("ユーザーIDまたはパスワードが違います。")).toBeTruthy();
    expect(screen.getByText("エラー")).toBeTruthy();
  });

  it("asks for a 6-digit TOTP code, shows the setup key, then goes home", async () => {
    const calls = stubFetch(
      [200, { twoStepType: 1, url: "otpauth://totp/Gakumu:admin01?secret=JBSWY3DPEHPK3PXP&issuer=Gakumu" }],
      [200, {}],
    );
    const router = renderLogin();
    const user = await fillAndSubmit("admin01", "Passw0rd!");

    expect(await screen.findByText("JBSW Y3DP EHPK 3PXP")).toBeTruthy();
    const [first] = screen.getAllByLabelText("認証コード");
    await user.click(first as HTMLElement);
    await user.keyboard("123{Enter}");
    expect(screen.getByText("6桁の数字を入力してください")).toBeTruthy();
    expect(calls).toHaveLength(1);

    await user.keyboard("456"); // the 6th digit submits by itself
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls[1]).toEqual({
      path: "/app/api/v2/manage/login/totp",
      body: { displayUserId: "admin01", code: "123456" },
    });
  });
});
