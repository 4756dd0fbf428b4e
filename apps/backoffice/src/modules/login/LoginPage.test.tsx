// @vitest-environment jsdom
import "../../i18n";
import { renderWithProviders } from "@gakumu/ui/test";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setNavigator } from "../../app/navigation";
import { LoginPage } from "./LoginPage";
import { LoginSecondaryPage } from "./LoginSecondaryPage";

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
      { path: "/loginsecondary", element: <LoginSecondaryPage /> },
      { path: "/", element: <p>home</p> },
    ],
    { initialEntries: ["/login"] },
  );
  // The HTTP helper moves through the router it is given; here, the test's memory router.
  setNavigator((to, options) => void router.navigate(to, options));
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

  it("asks for a 6-digit TOTP code on /loginsecondary, shows the QR code and key, then goes home", async () => {
    const calls = stubFetch(
      [200, { twoStepType: 1, url: "otpauth://totp/Gakumu:admin01?secret=JBSWY3DPEHPK3PXP&issuer=Gakumu" }],
      [200, {}],
    );
    const router = renderLogin();
    const user = await fillAndSubmit("admin01", "Passw0rd!");

    expect(await screen.findByText("JBSW Y3DP EHPK 3PXP")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/loginsecondary");
    const qr = (await screen.findByAltText("認証アプリに登録するためのQRコード")) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
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

describe("LoginSecondaryPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("survives a reload: the step comes back from the history entry", async () => {
    const calls = stubFetch([200, {}]);
    const router = createMemoryRouter(
      [
        { path: "/loginsecondary", element: <LoginSecondaryPage /> },
        { path: "/", element: <p>home</p> },
      ],
      { initialEntries: [{ pathname: "/loginsecondary", state: { displayUserId: "admin01", url: null } }] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(screen.getByText("認証アプリに表示されている6桁の認証コードを入力してください。")).toBeTruthy();
    const [first] = screen.getAllByLabelText("認証コード");
    const user = userEvent.setup();
    await user.click(first as HTMLElement);
    await user.keyboard("654321");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls[0]?.body).toEqual({ displayUserId: "admin01", code: "654321" });
  });

  it("goes back to /login when opened without a pending login", async () => {
    const router = createMemoryRouter(
      [
        { path: "/loginsecondary", element: <LoginSecondaryPage /> },
        { path: "/login", element: <p>login</p> },
      ],
      { initialEntries: ["/loginsecondary"] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
