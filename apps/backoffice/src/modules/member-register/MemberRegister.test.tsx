// @vitest-environment jsdom
import "../../i18n";
import { renderWithProviders } from "@gakumu/ui/test";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setNavigator } from "../../app/navigation";
import { fakeApi } from "../../test/fake-api.testing";
import { MailAuthenticatePage } from "./MailAuthenticatePage";
import { MemberRegisterPage } from "./MemberRegisterPage";

function open(path: string, onDone = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: "/register", element: <MemberRegisterPage /> },
      { path: "/email-address-authenticate", element: <MailAuthenticatePage onDone={onDone} /> },
    ],
    { initialEntries: [path] },
  );
  setNavigator((to, options) => void router.navigate(to, options));
  renderWithProviders(<RouterProvider router={router} />);
  return { router, onDone };
}

afterEach(() => vi.unstubAllGlobals());

const ME = {
  memberId: "S001",
  name: "佐藤 花子",
  organizationCd: "SAKURA",
  organizationName: "さくら高等学校",
  tenantCd: "t1",
  loginMailAddress: "hanako@example.jp",
  registeredAt: "2026-04-01T00:00:00.000Z",
};

describe("/register", () => {
  it("checks the fields with the domain's rules, then sends and says where the mail went", async () => {
    const calls = fakeApi({ "POST /app/api/member-app/auth/register": [204] });
    open("/register?organizationCd=SAKURA");
    const user = userEvent.setup();
    expect((screen.getByLabelText(/学校コード/) as HTMLInputElement).value).toBe("SAKURA");
    await user.click(screen.getByRole("button", { name: "確認メールを送信する" }));
    expect(screen.getByText("メンバーIDを入力してください")).toBeTruthy();
    expect(screen.getByText("生年月日を正しく入力してください")).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/メンバーID/), "S001");
    await user.type(screen.getByLabelText(/生年月日/), "2010-04-02");
    await user.type(screen.getByLabelText(/メールアドレス/), "hanako@example.jp");
    await user.click(screen.getByRole("button", { name: "確認メールを送信する" }));
    expect(await screen.findByText("確認メールを送信しました")).toBeTruthy();
    expect(screen.getByText(/hanako@example\.jp 宛てにメールを送りました/)).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([
      {
        organizationCd: "SAKURA",
        memberId: "S001",
        birthDate: "2010-04-02",
        mailAddress: "hanako@example.jp",
      },
    ]);
  });

  it("keeps the form filled when the server refuses", async () => {
    fakeApi({
      "POST /app/api/member-app/auth/register": [
        400,
        {
          code: "VALIDATION_ERROR",
          message: "入力された学校コード・メンバーID・生年月日に一致するメンバーが見つかりません。",
        },
      ],
    });
    open("/register?organizationCd=SAKURA");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/メンバーID/), "S001");
    await user.type(screen.getByLabelText(/生年月日/), "2010-04-02");
    await user.type(screen.getByLabelText(/メールアドレス/), "hanako@example.jp");
    await user.click(screen.getByRole("button", { name: "確認メールを送信する" }));
    expect(await screen.findByText(/一致するメンバーが見つかりません/)).toBeTruthy();
    expect((screen.getByLabelText(/メンバーID/) as HTMLInputElement).value).toBe("S001");
  });
});

describe("/email-address-authenticate", () => {
  it("says a used or expired link is unusable before asking for a password", async () => {
    fakeApi({ "GET /app/api/member-app/auth/verify": [200, { valid: false }] });
    open("/email-address-authenticate?kind=register&token=old");
    expect(await screen.findByText("このURLは使用できません")).toBeTruthy();
    expect(screen.getByRole("link", { name: "利用登録をやり直す" })).toBeTruthy();
    expect(screen.queryByLabelText(/新しいパスワード/)).toBeNull();
  });

  it("sets the password by the §5.1 rule and opens the member app", async () => {
    const calls = fakeApi({
      "GET /app/api/member-app/auth/verify": [
        200,
        {
          valid: true,
          name: "佐藤 花子",
          organizationName: "さくら高等学校",
          mailAddress: "hanako@example.jp",
        },
      ],
      "POST /app/api/member-app/auth/verify": [200, ME],
    });
    const { onDone } = open("/email-address-authenticate?kind=reset&token=t0k3n");
    expect(await screen.findByText(/佐藤 花子 さんの新しいパスワードを設定してください/)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^新しいパスワード(?!（)/), "short");
    await user.type(screen.getByLabelText(/新しいパスワード（確認）/), "short");
    await user.click(screen.getByRole("button", { name: "パスワードを設定する" }));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^新しいパスワード(?!（)/));
    await user.clear(screen.getByLabelText(/新しいパスワード（確認）/));
    await user.type(screen.getByLabelText(/^新しいパスワード(?!（)/), "Sakura-2026");
    await user.type(screen.getByLabelText(/新しいパスワード（確認）/), "Sakura-2026");
    await user.click(screen.getByRole("button", { name: "パスワードを設定する" }));
    expect(await screen.findByText("設定が完了しました")).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      body: { kind: "reset", token: "t0k3n", password: "Sakura-2026", passwordConfirm: "Sakura-2026" },
    });
    expect(calls[0]?.query.get("kind")).toBe("reset");
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});
