// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentMenuContext } from "../../app/read-only";
import { type ShellData, ShellDataContext } from "../../app/shell-data";
import { type MenuAuthorityCode, menuItem } from "../../app/testing/menu-item.testing";
import { fakeApi, type Handler } from "../../test/fake-api.testing";
import { HierarchyPage } from "./HierarchyPage";
import type { HierarchyTreeNode } from "./hierarchy-api";

const node = (
  divisionCd: string,
  parentDivisionCd: string,
  depth: number,
  name: string,
  memberCount: number,
  children: HierarchyTreeNode[] = [],
  disabled = false,
): HierarchyTreeNode => ({
  divisionCd,
  parentDivisionCd,
  depth,
  name,
  sortOrder: 1,
  disabled,
  memberCount,
  childCount: children.length,
  children,
});

const TREE = {
  maxDepth: 5,
  nodeList: [
    node("01", "0", 1, "普通科", 12, [
      node("0101", "01", 2, "総合進学コース", 12),
      node("0102", "01", 2, "特別進学コース", 0, [], true),
    ]),
    node("02", "0", 1, "国際科", 760),
  ],
};

const field = (fieldName: string, fieldTitle: string) => ({
  fieldName,
  fieldTitle,
  isValid: true,
  isRequired: false,
  rowNumber: 1,
});

function renderPage(handlers: Record<string, Handler>, authority: MenuAuthorityCode = 0) {
  const calls = fakeApi({ "GET /app/api/v2/hierarchy": [200, TREE], ...handlers });
  const menu = menuItem("hierarchy", { menuName: "組織階層", authority });
  // Only the import fields matter to this screen.
  const shell = { importFields: [field("division_cd", "学科"), field("section_cd", "コース")] } as ShellData;
  renderWithProviders(
    <ShellDataContext.Provider value={shell}>
      <CurrentMenuContext.Provider value={{ menuCd: "hierarchy", category: null, menu }}>
        <HierarchyPage />
      </CurrentMenuContext.Provider>
    </ShellDataContext.Provider>,
  );
  return calls;
}

describe("hierarchy editor", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the tree with level names, codes, member counts and disabled badges; collapses a branch", async () => {
    renderPage({});
    expect(await screen.findByText("普通科")).toBeTruthy();
    const row = screen.getByText("特別進学コース").closest("tr")!;
    expect(within(row).getByText("コース")).toBeTruthy();
    expect(within(row).getByText("0102")).toBeTruthy();
    expect(within(row).getByText("無効")).toBeTruthy();
    expect(within(screen.getByText("普通科").closest("tr")!).getByText("12 名")).toBeTruthy();
    expect(within(screen.getByText("国際科").closest("tr")!).getByText("学科")).toBeTruthy();

    await userEvent.setup().click(screen.getByRole("button", { name: "普通科 を折りたたむ" }));
    expect(screen.queryByText("総合進学コース")).toBeNull();
    expect(screen.getByText("国際科")).toBeTruthy();
  });

  it("adds a top-level node after checking the code as the server does", async () => {
    const calls = renderPage({
      "POST /app/api/v2/hierarchy/nodes": [201, { node: { ...TREE.nodeList[1], divisionCd: "03" } }],
    });
    await screen.findByText("普通科");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "最上位に追加" }));
    const dialog = await screen.findByRole("dialog", { name: "所属の追加（学科）" });
    await user.type(within(dialog).getByLabelText(/所属コード/), "０３");
    await user.type(within(dialog).getByLabelText(/所属名/), "看護科");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("所属コードは半角英数字で入力してください")).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(/所属コード/));
    await user.type(within(dialog).getByLabelText(/所属コード/), "03");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      parentDivisionCd: "0",
      divisionCd: "03",
      name: "看護科",
    });
  });

  it("moves a node under a parent chosen among the eligible ones", async () => {
    const calls = renderPage({
      "POST /app/api/v2/hierarchy/nodes/0101/move": [
        200,
        {
          node: { ...TREE.nodeList[0]!.children[0]!, parentDivisionCd: "02" },
          movedNodeCount: 1,
          updatedMemberCount: 12,
        },
      ],
    });
    await screen.findByText("普通科");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "総合進学コース 操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "移動" }));
    const dialog = await screen.findByRole("dialog", { name: "所属の移動" });
    await user.click(within(dialog).getByRole("textbox", { name: "移動先" }));
    // Its own parent and the disabled course are not offered.
    expect(screen.queryByRole("option", { name: "普通科（01）" })).toBeNull();
    expect(screen.queryByRole("option", { name: /特別進学コース/ })).toBeNull();
    await user.click(screen.getByRole("option", { name: "国際科（02）" }));
    await user.click(within(dialog).getByRole("button", { name: "移動する" }));
    expect(await screen.findByText("所属を移動しました。在籍者 12 名の所属を更新しました。")).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/move"))?.body).toMatchObject({ parentDivisionCd: "02" });
  });

  it("does not offer 削除 on a node with members or children, and says why", async () => {
    const emptyParent = node("03", "0", 1, "看護科", 0, [node("0301", "03", 2, "新設コース", 0)]);
    renderPage({
      "GET /app/api/v2/hierarchy": [200, { ...TREE, nodeList: [...TREE.nodeList, emptyParent] }],
    });
    await screen.findByText("国際科");
    const user = userEvent.setup();
    for (const [name, reason] of [
      ["国際科", "所属メンバーがいるため削除できません（760人）"],
      ["看護科", "下位の所属があるため削除できません（1件）"],
    ] as const) {
      await user.click(screen.getByRole("button", { name: `${name} 操作` }));
      const item = await screen.findByRole("menuitem", { name: "削除" });
      expect(item.hasAttribute("disabled") || item.getAttribute("data-disabled") === "true").toBe(true);
      await user.hover(item.parentElement!);
      expect(await screen.findByText(reason)).toBeTruthy();
      await user.click(item);
      expect(screen.queryByRole("dialog")).toBeNull();
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("menuitem", { name: "削除" })).toBeNull());
    }
  });

  it("shows the server's reason when it still refuses a node the screen thought unused", async () => {
    // Members may have been placed on it since the tree was read: the server has the last word.
    const message = "この所属には在籍者が3名いるため削除できません。無効化してください。";
    renderPage({ "DELETE /app/api/v2/hierarchy/nodes/0102": [409, { code: "CONFLICT", message }] });
    await screen.findByText("特別進学コース");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "特別進学コース 操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "削除" }));
    const confirm = await screen.findByRole("dialog");
    expect(
      within(confirm).getByText(
        "「特別進学コース」（0102）を削除します。この操作は元に戻せません。よろしいですか？",
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "削除" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("keeps a reference-only user to looking", async () => {
    const calls = renderPage({}, 1);
    await screen.findByText("普通科");
    const add = screen.getByRole("button", { name: "最上位に追加" });
    expect(add.getAttribute("aria-disabled")).toBe("true");
    for (const button of screen.getAllByRole("button", { name: "操作" }))
      expect(button.getAttribute("aria-disabled")).toBe("true");
    for (const button of screen.getAllByRole("button", { name: "上へ" }))
      expect(button.getAttribute("aria-disabled")).toBe("true");
    await userEvent.setup().click(add);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.every((c) => c.method === "GET")).toBe(true);
  });
});
