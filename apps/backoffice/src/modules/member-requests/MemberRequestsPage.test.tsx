// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentMenuContext } from "../../app/read-only";
import { type MenuAuthorityCode, menuItem } from "../../app/testing/menu-item.testing";
import { fakeApi, type Handler } from "../../test/fake-api.testing";
import { MemberRequestsPage } from "./MemberRequestsPage";

const BASE = "/app/api/v2/member-request";
const member = {
  memberId: 7,
  memberCode: "S2026000001",
  name: "佐藤 太郎",
  nameKana: "サトウ タロウ",
  grade: 1,
};
const listItem = {
  requestId: 31,
  requestType: "UPDATE_ADDRESS",
  status: 1,
  requestedAt: "2026-04-01T00:30:00.000Z",
  processedAt: null,
  byStaff: false,
  member,
  version: 1,
};
const detail = {
  ...listItem,
  payload: { postal_cd: "100-0001", prefectures_cd: "13", address1: "千代田区千代田1-1", address2: null },
  changes: [
    { fieldName: "postal_cd", fieldTitle: "郵便番号", before: "530-0001", after: "100-0001" },
    { fieldName: "prefectures_cd", fieldTitle: "都道府県", before: "27", after: "13" },
    { fieldName: "address1", fieldTitle: "住所1", before: "大阪市北区梅田1-1", after: "千代田区千代田1-1" },
    { fieldName: "address2", fieldTitle: "住所2", before: null, after: null },
  ],
  staffComment: null,
  requestedByName: null,
  processedByName: null,
  nextStatuses: [2, 3, 9],
};

function renderPage(authority: MenuAuthorityCode, handlers: Record<string, Handler> = {}) {
  const calls = fakeApi({
    [`GET ${BASE}`]: [200, { totalCount: 1, page: 1, pageSize: 20, requestList: [listItem] }],
    [`GET ${BASE}/31`]: [200, { request: detail }],
    ...handlers,
  });
  const menu = menuItem("member-request", { menuName: "申請管理", authority });
  renderWithProviders(
    <CurrentMenuContext.Provider value={{ menuCd: "member-request", category: null, menu }}>
      <MemberRequestsPage />
    </CurrentMenuContext.Provider>,
  );
  return calls;
}

// Drawers, modals and typed text: slower than most component tests.
describe("MemberRequestsPage", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists requests in Japan time and searches with the conditions entered", async () => {
    const calls = renderPage(0);
    expect(await screen.findByText("2026/04/01 09:30")).toBeTruthy();
    const table = screen.getByRole("table");
    expect(within(table).getByText("住所変更")).toBeTruthy();
    expect(within(table).getByText("承認待ち")).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("メンバー"), " ｻﾄｳ ");
    await user.click(screen.getByRole("button", { name: "検索" }));
    await waitFor(() => expect(calls.at(-1)?.query.get("keyword")).toBe("ｻﾄｳ"));
    expect(calls.at(-1)?.query.get("page")).toBe("1");
  });

  it("shows a change's before and after and applies it after confirmation", async () => {
    let current = detail;
    const calls = renderPage(0, {
      [`GET ${BASE}/31`]: () => [200, { request: current }],
      [`POST ${BASE}/31/status`]: () => {
        current = { ...detail, status: 2, version: 2, nextStatuses: [] };
        return [200, { request: current }];
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "詳細" }));
    const drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByText("大阪府")).toBeTruthy();
    expect(within(drawer).getByText("東京都")).toBeTruthy();
    await user.click(within(drawer).getByRole("button", { name: "承認して反映" }));
    expect(
      await screen.findByText("承認すると、申請の内容がメンバー情報に反映されます。よろしいですか？"),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "はい" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ status: 2, version: 1, comment: "" });
    expect(await screen.findByText("この申請はこれ以上変更できません。")).toBeTruthy();
  });

  it("rejects only with a reason", async () => {
    const calls = renderPage(0, {
      [`POST ${BASE}/31/status`]: [200, { request: { ...detail, status: 3, nextStatuses: [] } }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "詳細" }));
    await user.click(await screen.findByRole("button", { name: "却下" }));
    await user.click(await screen.findByRole("button", { name: "確定" }));
    expect(await screen.findByText("却下理由を入力してください")).toBeTruthy();
    await user.type(screen.getByLabelText(/却下理由/), "住所を確認できませんでした");
    await user.click(screen.getByRole("button", { name: "確定" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      status: 3,
      version: 1,
      comment: "住所を確認できませんでした",
    });
  });

  it("registers a proxy request for a member found by 会員ID", async () => {
    const calls = renderPage(0, {
      [`GET ${BASE}/member-lookup`]: (call) =>
        call.query.get("memberCode") === "S2026000001"
          ? [200, { member: { ...member, values: { mobile_tel_no: "090-1111-2222" } } }]
          : [
              404,
              {
                code: "NOT_FOUND",
                message: `会員ID「${call.query.get("memberCode")}」のメンバーが見つかりません。`,
              },
            ],
      [`POST ${BASE}`]: [201, { request: { ...detail, requestId: 32 } }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "代理申請" }));
    const modal = await screen.findByRole("dialog");
    await user.type(within(modal).getByLabelText(/会員ID/), "S9");
    await user.click(within(modal).getByRole("button", { name: "検索" }));
    expect(await within(modal).findByText("会員ID「S9」のメンバーが見つかりません。")).toBeTruthy();
    await user.clear(within(modal).getByLabelText(/会員ID/));
    await user.type(within(modal).getByLabelText(/会員ID/), "S2026000001");
    await user.click(within(modal).getByRole("button", { name: "検索" }));
    expect(await within(modal).findByText(/佐藤 太郎/)).toBeTruthy();
    await user.click(within(modal).getByRole("textbox", { name: /申請種別/ }));
    await user.click(await screen.findByRole("option", { name: "携帯電話番号変更" }));
    expect((within(modal).getByLabelText(/携帯電話番号/) as HTMLInputElement).value).toBe("090-1111-2222");
    await user.clear(within(modal).getByLabelText(/携帯電話番号/));
    await user.type(within(modal).getByLabelText(/携帯電話番号/), "080-3333-4444");
    await user.click(within(modal).getByRole("button", { name: "登録" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      memberId: 7,
      requestType: "UPDATE_MOBILE_TEL",
      payload: { mobile_tel_no: "080-3333-4444" },
    });
  });

  it("keeps a reference-only user's actions disabled", async () => {
    renderPage(1);
    expect((await screen.findByRole("button", { name: "代理申請" })).getAttribute("aria-disabled")).toBe(
      "true",
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "詳細" }));
    expect((await screen.findByRole("button", { name: "承認して反映" })).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });
});
