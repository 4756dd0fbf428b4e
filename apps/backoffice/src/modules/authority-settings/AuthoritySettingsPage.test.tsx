// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentMenuContext } from "../../app/read-only";
import { editableControls } from "../../app/testing/editable.testing";
import { type MenuAuthorityCode, menuItem } from "../../app/testing/menu-item.testing";
import { AuthoritySettingsPage } from "./AuthoritySettingsPage";

const SETS = {
  permissionSetList: [
    {
      permissionSetId: 1,
      name: "システム管理者",
      description: "すべてのメニューを利用できます。",
      isLecturerDefault: false,
      userCount: 1,
      updatedAt: "2026-04-01T00:00:00.000Z",
    },
  ],
};
const MENUS = {
  menuCategoryList: [
    {
      menuCategoryCd: 10,
      menuCategoryName: "メンバー管理",
      menuCategoryDisabledFlg: false,
      menuCategoryHideFlg: false,
      menuList: [
        { menuCd: "member-list", menuName: "メンバー一覧", menuDisabledFlg: false, menuHideFlg: false },
        {
          menuCd: "member-import",
          menuName: "メンバーインポート",
          menuDisabledFlg: false,
          menuHideFlg: true,
        },
      ],
    },
  ],
};

const PERMISSION = {
  permissionSetId: 1,
  permissionSetName: "システム管理者",
  referenceAuthority: 0,
  gradePermission: 0,
  scopeList: [],
};
const USERS = {
  totalCount: 1,
  page: 1,
  pageSize: 20,
  loginUserList: [
    {
      loginUserId: 3,
      displayUserId: "kyomu",
      name: "教務 花子",
      mailAddress: "kyomu@example.jp",
      locked: false,
      lockedUntil: null,
      totpEnabled: true,
      passwordChangeRequired: false,
      passwordChangedAt: "2026-04-01T00:00:00.000Z",
      lastLoginAt: null,
      permission: {
        permissionSetId: 1,
        permissionSetName: "システム管理者",
        referenceAuthority: 0,
        gradePermission: 0,
      },
    },
  ],
};

/** Answers by path; records what was sent. */
function stubApi() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split("?")[0]!;
      sent.push({
        method: init.method ?? "GET",
        path,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const body = path.endsWith("/menus")
        ? MENUS
        : path.endsWith("/permission-sets")
          ? SETS
          : path.endsWith("/login-users")
            ? USERS
            : path.endsWith("/permission")
              ? { permission: PERMISSION }
              : path.endsWith("/scope-master")
                ? { gradeList: [], divisionList: [] }
                : {};
      const status = init.method === "POST" ? 201 : 200;
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return sent;
}

function renderPage(authority: MenuAuthorityCode) {
  const menu = menuItem("authority-setting", { menuName: "権限設定", authority });
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <CurrentMenuContext.Provider value={{ menuCd: "authority-setting", category: null, menu }}>
          <AuthoritySettingsPage />
        </CurrentMenuContext.Provider>
      ),
    },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
}

// The editor renders the whole grid: give jsdom more than the default 5 s on a busy machine.
describe("AuthoritySettingsPage", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("creates a set from the grid: unlisted menus start unavailable, a category can be set at once", async () => {
    const sent = stubApi();
    renderPage(0);
    expect(await screen.findByText("システム管理者")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "新規作成" }));
    await user.click(await screen.findByRole("button", { name: "保存" }));
    expect(await screen.findByText("権限セット名を入力してください")).toBeTruthy();

    await user.type(screen.getByLabelText(/権限セット名/), "保健室");
    const categoryAll = screen.getByRole("radiogroup", { name: "メンバー管理 カテゴリ一括" });
    await user.click(categoryAll.querySelector("label")!); // 利用可 for the whole category
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(sent.some((c) => c.method === "POST")).toBe(true));
    expect(sent.find((c) => c.method === "POST")).toMatchObject({
      path: "/app/api/v2/authority-setting/permission-sets",
      body: {
        name: "保健室",
        isLecturerDefault: false,
        menuAuthorityList: [
          { menuCd: "member-list", authority: 0 },
          { menuCd: "member-import", authority: 0 },
        ],
      },
    });
  });

  it("opens a set and a user's permission for a reference-only user with every field disabled", async () => {
    const sent = stubApi();
    renderPage(1);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "参照" }));
    const setDialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(setDialog).getByLabelText(/権限セット名/)).toBeTruthy());
    expect(within(setDialog).getByText("参照のみの権限のため、内容の確認だけができます。")).toBeTruthy();
    expect(editableControls(setDialog, ["キャンセル", "閉じる"])).toEqual([]);
    await user.click(within(setDialog).getByRole("button", { name: "キャンセル" }));

    await user.click(screen.getByRole("tab", { name: "ユーザー権限" }));
    await user.click(await screen.findByRole("button", { name: "参照" }));
    const userDialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(userDialog).getByText("参照のみの権限のため、内容の確認だけができます。")).toBeTruthy(),
    );
    expect(editableControls(userDialog, ["キャンセル"])).toEqual([]);
    expect(sent.every((c) => c.method === "GET")).toBe(true);
  });

  it("keeps a reference-only user to looking: action buttons are disabled", async () => {
    const sent = stubApi();
    renderPage(1);
    expect(await screen.findByText("システム管理者")).toBeTruthy();
    const create = screen.getByRole("button", { name: "新規作成" });
    expect(create.getAttribute("aria-disabled")).toBe("true");
    await userEvent.setup().click(create);
    expect(screen.queryByText("権限セットの作成")).toBeNull();
    expect(screen.getByRole("button", { name: "削除" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "参照" })).toBeTruthy();
    expect(sent.every((c) => c.method === "GET")).toBe(true);
  });
});
