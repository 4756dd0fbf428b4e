// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { MemberGroupsPage } from "./MemberGroupsPage";
import { groupItem, memberRow, ruleOptions } from "./member-groups-screen.testing";

const BASE = "/app/api/v2/member-groups";
const empty = { total: 0, page: 1, pageSize: 50, items: [] };

describe("配信グループ管理", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists groups with labels, counts, status with progress and Japan time, and polls while one builds", async () => {
    let lists = 0;
    fakeApi({
      [`GET ${BASE}`]: () => {
        lists++;
        return [
          200,
          {
            items: [
              groupItem(1, "吹奏楽部", { memberCount: 42, updatedAt: "2026-04-01T00:30:00.000Z" }),
              groupItem(2, "普通科1年", {
                kind: "RULE",
                rule: { divisionCds: ["F1"], grades: [], attributes: [] },
                workStatus: lists > 1 ? "SUCCESS" : "MAKING",
                progressDone: 400,
                progressTotal: 1200,
              }),
              groupItem(3, "失敗した", {
                kind: "RULE",
                workStatus: "FAILED",
                failureMessage: "属性が削除されています",
              }),
            ],
          },
        ];
      },
    });
    renderMenuScreen("push-group", <MemberGroupsPage />);
    const table = await screen.findByRole("table");
    const band = within(table).getByText("吹奏楽部").closest("tr")!;
    expect(within(band).getByText("メンバー指定")).toBeTruthy();
    expect(within(band).getByText("42 名")).toBeTruthy();
    expect(within(band).getByText("成功")).toBeTruthy();
    expect(within(band).getByText("2026/04/01 09:30")).toBeTruthy();
    const rule = within(table).getByText("普通科1年").closest("tr")!;
    expect(within(rule).getByText("条件指定")).toBeTruthy();
    expect(within(rule).getByText("作成中（400 / 1,200）")).toBeTruthy();
    expect(within(table).getByText("失敗")).toBeTruthy();
    expect(within(table).queryByText("MAKING")).toBeNull();
    await waitFor(() => expect(within(rule).getByText("成功")).toBeTruthy(), { timeout: 5000 });
  });

  it("creates a static group and opens it", async () => {
    const calls = fakeApi({
      [`GET ${BASE}`]: [200, { items: [] }],
      [`POST ${BASE}`]: [201, groupItem(7, "学級委員")],
      [`GET ${BASE}/7`]: [200, groupItem(7, "学級委員")],
      [`GET ${BASE}/7/members`]: [200, empty],
    });
    const router = renderMenuScreen("push-group", <MemberGroupsPage />);
    expect(await screen.findByText("配信グループはありません。")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "新規作成" }));
    const dialog = await screen.findByRole("dialog", { name: "配信グループの作成" });
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("グループ名を入力してください")).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/グループ名/), "学級委員");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/push-group/7"));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      name: "学級委員",
      kind: "STATIC",
      rule: null,
    });
    expect(await screen.findByRole("tab", { name: "学籍番号を貼り付け" })).toBeTruthy();
  });

  it("creates a rule group from the condition editor", async () => {
    const calls = fakeApi({
      [`GET ${BASE}`]: [200, { items: [] }],
      [`GET ${BASE}/rule-options`]: [200, ruleOptions],
      [`POST ${BASE}/rule-preview`]: [200, { count: 118 }],
      [`POST ${BASE}`]: [201, groupItem(8, "1年A組", { kind: "RULE", workStatus: "MAKING" })],
      [`GET ${BASE}/8`]: [200, groupItem(8, "1年A組", { kind: "RULE", workStatus: "MAKING" })],
      [`GET ${BASE}/8/members`]: [200, empty],
    });
    renderMenuScreen("push-group", <MemberGroupsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "新規作成" }));
    const dialog = await screen.findByRole("dialog", { name: "配信グループの作成" });
    await user.type(within(dialog).getByLabelText(/グループ名/), "1年A組");
    await user.click(within(dialog).getByRole("radio", { name: "条件指定" }));
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("条件を1つ以上指定してください")).toBeTruthy();
    await user.click(await within(dialog).findByRole("textbox", { name: "所属（下位の所属を含む）" }));
    await user.click(await screen.findByRole("option", { name: "普通科 › 1年 › A組" }));
    await user.click(within(dialog).getByRole("button", { name: "該当人数を確認" }));
    expect(await within(dialog).findByText("現在 118 名が当てはまります。")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.path === BASE)).toBe(true));
    expect(calls.find((c) => c.method === "POST" && c.path === BASE)?.body).toMatchObject({
      kind: "RULE",
      rule: { divisionCds: ["F1A"], grades: [], attributes: [] },
    });
    expect(
      await screen.findByText("グループを作成しています。完了するとメンバー数が更新されます。"),
    ).toBeTruthy();
  });

  it("lists the unknown member ids of a refused paste, line by line", async () => {
    const message =
      "登録されていない学籍番号が2件あります（ZZ1、ZZ2）。訂正してからもう一度追加してください。どのメンバーも追加していません。";
    const calls = fakeApi({
      [`GET ${BASE}/5`]: [200, groupItem(5, "吹奏楽部", { memberCount: 1, version: 3 })],
      [`GET ${BASE}/5/members`]: [200, { ...empty, total: 1, items: [memberRow(11, "G001", "青木一郎")] }],
      [`POST ${BASE}/5/members/paste`]: [
        400,
        {
          code: "VALIDATION_ERROR",
          message,
          details: [
            { path: "text", message: "2行目：「ZZ1」は登録されていません" },
            { path: "text", message: "3行目：「ZZ2」は登録されていません" },
          ],
        },
      ],
    });
    renderMenuScreen("push-group", <MemberGroupsPage />, "/push-group/5");
    expect(await screen.findByText("青木一郎")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "学籍番号を貼り付け" }));
    await user.type(screen.getByLabelText("学籍番号（1行に1件）"), "G001\nZZ1\nZZ2");
    expect(screen.getByText("3 件")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "貼り付けた学籍番号を追加" }));
    const alert = (await screen.findByText(message)).closest("[role=alert]") as HTMLElement;
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByText("2行目：「ZZ1」は登録されていません")).toBeTruthy();
    expect(within(alert).getByText("3行目：「ZZ2」は登録されていません")).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/paste"))?.body).toMatchObject({
      text: "G001\nZZ1\nZZ2",
      version: 3,
    });
  });

  it("shows a rule group's conditions and failure, and offers 再作成", async () => {
    const calls = fakeApi({
      [`GET ${BASE}/6`]: [
        200,
        groupItem(6, "吹奏楽部（条件）", {
          kind: "RULE",
          rule: {
            divisionCds: ["F1"],
            grades: [1],
            attributes: [{ attributeCd: "club", values: ["吹奏楽部"] }],
          },
          workStatus: "FAILED",
          failureMessage: "グループの作成中にエラーが発生しました。「再作成」でもう一度お試しください。",
          version: 4,
        }),
      ],
      [`GET ${BASE}/6/members`]: [200, empty],
      [`GET ${BASE}/rule-options`]: [200, ruleOptions],
      [`POST ${BASE}/6/build`]: [
        200,
        groupItem(6, "吹奏楽部（条件）", { kind: "RULE", workStatus: "MAKING" }),
      ],
    });
    renderMenuScreen("push-group", <MemberGroupsPage />, "/push-group/6");
    expect(await screen.findByText("所属：普通科 › 1年")).toBeTruthy();
    expect(screen.getByText("学年：1年")).toBeTruthy();
    expect(screen.getByText("部活動：吹奏楽部")).toBeTruthy();
    expect(
      screen.getByText("グループの作成中にエラーが発生しました。「再作成」でもう一度お試しください。"),
    ).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "学籍番号を貼り付け" })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "再作成" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: /はい|OK|実行/ }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("/build"))).toBe(true));
    expect(calls.find((c) => c.path.endsWith("/build"))?.body).toMatchObject({ version: 4 });
  });

  it("disables every change for a reference-only authority", async () => {
    fakeApi({
      [`GET ${BASE}`]: [200, { items: [groupItem(1, "吹奏楽部")] }],
      [`GET ${BASE}/1`]: [200, groupItem(1, "吹奏楽部", { memberCount: 1 })],
      [`GET ${BASE}/1/members`]: [200, { ...empty, total: 1, items: [memberRow(11, "G001", "青木一郎")] }],
    });
    renderMenuScreen("push-group", <MemberGroupsPage />, "/push-group", 1);
    expect((await screen.findByRole("button", { name: "新規作成" })).getAttribute("aria-disabled")).toBe(
      "true",
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("link", { name: "吹奏楽部" }));
    expect(await screen.findByText("青木一郎")).toBeTruthy();
    for (const name of ["編集", "削除", /選択したメンバーを追加/, /選択したメンバーを外す/])
      expect(screen.getByRole("button", { name }).getAttribute("aria-disabled")).toBe("true");
    expect((screen.getByRole("checkbox", { name: "青木一郎 を選択" }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
