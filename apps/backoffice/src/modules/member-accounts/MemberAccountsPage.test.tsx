// @vitest-environment jsdom
import type { MemberAccountList, MemberAccountRowValue, RegistrationRate } from "@gakumu/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { MemberAccountsPage } from "./MemberAccountsPage";
import { memberAccountsApi } from "./member-accounts-api";

const rate: RegistrationRate = {
  total: 5,
  registered: 3,
  byGrade: [
    { grade: 1, gradeName: "1年", total: 3, registered: 2 },
    { grade: 2, gradeName: "2年", total: 2, registered: 1 },
  ],
  byPlacement: [
    { placementCd: "A", placementName: "高等部 / 1年A組", total: 3, registered: 2 },
    { placementCd: "B", placementName: "高等部 / 2年B組", total: 2, registered: 2 },
  ],
};

const registered: MemberAccountRowValue = {
  id: 11,
  memberId: "S001",
  name: "佐藤 花子",
  gradeName: "1年",
  placementName: "高等部 / 1年A組",
  registered: true,
  registeredAt: "2026-04-01T00:30:00.000Z",
  lastSeenAt: "2026-04-02T08:05:00.000Z",
  loginMailAddress: "hanako@example.jp",
  channels: { push: 2, line: false, mail: true },
};
const missing: MemberAccountRowValue = {
  ...registered,
  id: 12,
  memberId: "S002",
  name: "鈴木 一郎",
  registered: false,
  registeredAt: null,
  lastSeenAt: null,
  loginMailAddress: null,
  channels: { push: 0, line: false, mail: false },
};
const list = (rows: MemberAccountRowValue[]): MemberAccountList => ({
  total: rows.length,
  page: 1,
  pageSize: 50,
  rows,
});

describe("アプリ利用者管理 screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the registration rate per grade and class, and leads to the class's unregistered members", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/member-accounts/registration-rate": [200, rate],
      "POST /app/api/v2/member-accounts/search": [200, list([missing])],
    });
    renderMenuScreen("member-account", <MemberAccountsPage />);
    expect(await screen.findByText("60.0%")).toBeTruthy();
    expect(screen.getByText("3 / 5 人")).toBeTruthy();
    const byClass = within(screen.getByRole("table", { name: "クラス別" }));
    expect(byClass.getByText("高等部 / 1年A組")).toBeTruthy();
    expect(byClass.getByText("66.7%")).toBeTruthy();
    // A class with everyone registered offers no list of the missing.
    expect(byClass.queryByRole("button", { name: "高等部 / 2年B組 未登録者を表示" })).toBeNull();
    await userEvent.setup().click(byClass.getByRole("button", { name: "高等部 / 1年A組 未登録者を表示" }));
    expect(await screen.findByText("鈴木 一郎")).toBeTruthy();
    const search = calls.find((c) => c.path.endsWith("/search"));
    expect(search?.body).toMatchObject({ registration: "unregistered", placementCd: "A", page: 1 });
  });

  it("lists members with Japan times and channels, and prints the chosen members' login QRs", async () => {
    fakeApi({
      "GET /app/api/v2/member-accounts/registration-rate": [200, rate],
      "POST /app/api/v2/member-accounts/search": [200, list([registered, missing])],
    });
    const print = vi.spyOn(memberAccountsApi, "printLoginQr").mockResolvedValue(1);
    renderMenuScreen("member-account", <MemberAccountsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "利用者一覧" }));
    expect(await screen.findByText("佐藤 花子")).toBeTruthy();
    expect(screen.getByText("2026/04/01 09:30")).toBeTruthy();
    expect(screen.getByText("アプリ 2台・メール")).toBeTruthy();
    const rows = within(screen.getAllByRole("table").at(-1)!);
    expect(rows.getByText("未登録")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "このページの未登録者のログインQRを印刷" }));
    expect(print).toHaveBeenLastCalledWith({ memberIds: [12], validDays: 30 });
    await user.click(screen.getByRole("checkbox", { name: "佐藤 花子 を選択" }));
    fireEvent.change(screen.getByLabelText("QRの有効日数"), { target: { value: "7" } });
    await user.click(screen.getByRole("button", { name: "選択したメンバーのログインQRを印刷（1人）" }));
    expect(print).toHaveBeenLastCalledWith({ memberIds: [11], validDays: 7 });
  });

  it("reissues one member's QR as a link to copy", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/member-accounts/registration-rate": [200, rate],
      "POST /app/api/v2/member-accounts/search": [200, list([missing])],
      "POST /app/api/v2/member-accounts/login-qr/links": [
        200,
        {
          links: [
            {
              id: 12,
              memberId: "S002",
              name: "鈴木 一郎",
              url: "https://gakumu.example/app/member/qr/abc",
              expiresAt: "2026-05-01T03:00:00.000Z",
            },
          ],
        },
      ],
    });
    renderMenuScreen("member-account", <MemberAccountsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "利用者一覧" }));
    await user.click(await screen.findByRole("button", { name: "鈴木 一郎 リンクで再発行" }));
    expect(((await screen.findByLabelText("リンク")) as HTMLInputElement).value).toBe(
      "https://gakumu.example/app/member/qr/abc",
    );
    expect(screen.getByText("有効期限：2026/05/01 12:00まで（1回のみ使用可）")).toBeTruthy();
    expect(calls.at(-1)?.body).toMatchObject({ memberIds: [12], validDays: 30 });
  });

  it("disables printing and reissue for reference-only staff", async () => {
    fakeApi({
      "GET /app/api/v2/member-accounts/registration-rate": [200, rate],
      "POST /app/api/v2/member-accounts/search": [200, list([missing])],
    });
    const print = vi.spyOn(memberAccountsApi, "printLoginQr").mockResolvedValue(1);
    renderMenuScreen("member-account", <MemberAccountsPage />, "/member-account", 1);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "利用者一覧" }));
    const reissue = await screen.findByRole("button", { name: "鈴木 一郎 QR再発行" });
    expect(reissue.getAttribute("aria-disabled")).toBe("true");
    await user.click(reissue);
    await user.click(screen.getByRole("button", { name: "このページの未登録者のログインQRを印刷" }));
    expect(print).not.toHaveBeenCalled();
  });
});
