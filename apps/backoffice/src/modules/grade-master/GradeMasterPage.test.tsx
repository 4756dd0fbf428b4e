// @vitest-environment jsdom
import { renderWithProviders } from "@gakumu/ui/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentMenuContext } from "../../app/read-only";
import { type MenuAuthorityCode, menuItem } from "../../app/testing/menu-item.testing";
import { fakeApi, type Handler } from "../../test/fake-api.testing";
import { GradeMasterPage } from "./GradeMasterPage";

const GRADES = {
  gradeList: [
    { gradeCd: 1, name: "1年", sortOrder: 1, memberCount: 320 },
    { gradeCd: 2, name: "2年", sortOrder: 2, memberCount: 0 },
  ],
};

function renderPage(handlers: Record<string, Handler>, authority: MenuAuthorityCode = 0) {
  const calls = fakeApi({ "GET /app/api/v2/grades": [200, GRADES], ...handlers });
  const menu = menuItem("grade-master", { menuName: "学年マスタ", authority });
  renderWithProviders(
    <CurrentMenuContext.Provider value={{ menuCd: "grade-master", category: null, menu }}>
      <GradeMasterPage />
    </CurrentMenuContext.Provider>,
  );
  return calls;
}

describe("grade master", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists grades and registers a new one with the next code suggested", async () => {
    const calls = renderPage({
      "POST /app/api/v2/grades": [201, { grade: { gradeCd: 3, name: "3年", sortOrder: 3, memberCount: 0 } }],
    });
    expect(await screen.findByText("320 名")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "新規登録" }));
    const dialog = await screen.findByRole("dialog", { name: "学年の登録" });
    expect((within(dialog).getByLabelText(/学年コード/) as HTMLInputElement).value).toBe("3");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("学年名を入力してください")).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/学年名/), "3年");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      gradeCd: 3,
      name: "3年",
      sortOrder: 3,
    });
  });

  it("edits a grade's name and order, its code fixed", async () => {
    const calls = renderPage({
      "PUT /app/api/v2/grades/2": [
        200,
        { grade: { gradeCd: 2, name: "第2学年", sortOrder: 2, memberCount: 0 } },
      ],
    });
    await screen.findByText("2年");
    const user = userEvent.setup();
    await user.click(within(screen.getByText("2年").closest("tr")!).getByRole("button", { name: "編集" }));
    const dialog = await screen.findByRole("dialog", { name: "学年の編集" });
    expect((within(dialog).getByLabelText(/学年コード/) as HTMLInputElement).disabled).toBe(true);
    await user.clear(within(dialog).getByLabelText(/学年名/));
    await user.type(within(dialog).getByLabelText(/学年名/), "第2学年");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ name: "第2学年", sortOrder: 2 });
  });

  it("confirms a delete and shows the server's refusal for a grade with members", async () => {
    const message = "この学年には在籍者が320名いるため削除できません。";
    renderPage({ "DELETE /app/api/v2/grades/1": [409, { code: "CONFLICT", message }] });
    await screen.findByText("1年");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "1年 削除" }));
    const confirm = await screen.findByRole("dialog");
    await user.click(within(confirm).getByRole("button", { name: "削除" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("disables every action for a reference-only user", async () => {
    const calls = renderPage({}, 1);
    await screen.findByText("1年");
    for (const name of ["新規登録", "編集", "削除"])
      for (const button of screen.getAllByRole("button", { name: new RegExp(name) }))
        expect(button.getAttribute("aria-disabled"), name).toBe("true");
    expect(calls.every((c) => c.method === "GET")).toBe(true);
  });
});
