// @vitest-environment jsdom

import { COMPLETION_MAIL_PLACEHOLDERS } from "@gakumu/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormDefinitionWrite } from "../forms-api";
import { renderFormPages } from "../forms-test-render.testing";
import { formDetail } from "./test-fixtures.testing";

const PATH = "/app/api/v2/form/12";

// The builder renders a whole form: give jsdom more than the default 5 s on a busy machine.
describe("form builder", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("adds an item from the palette and saves the whole definition with the version", async () => {
    const { calls } = renderFormPages("/form/12", {
      [`GET ${PATH}`]: [200, { form: formDetail() }],
      [`PUT ${PATH}`]: (call) => [
        200,
        { form: formDetail({ version: 4, title: (call.body as FormDefinitionWrite).title }) },
      ],
    });
    expect(await screen.findByRole("button", { name: "「氏名」を編集" })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "チェックボックス" }));
    expect(screen.getByText("未保存の変更があります")).toBeTruthy();
    // The new item's editor opens; give it its label.
    fireEvent.change(screen.getByRole("textbox", { name: "項目名" }), {
      target: { value: "個人情報の取り扱いに同意する" },
    });
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("フォームを保存しました。")).toBeTruthy();

    const put = calls.find((c) => c.method === "PUT")!.body as FormDefinitionWrite & { version: number };
    expect(put.version).toBe(3);
    expect(put.sections.map((s) => s.sectionId)).toEqual([1, 2]);
    const added = put.sections[0]!.items[2]!;
    expect(added).toMatchObject({ itemType: "CHECKBOX", label: "個人情報の取り扱いに同意する" });
    expect(added.itemKey).toMatch(/^q[a-z2-9]{8}$/);
    expect(added).not.toHaveProperty("itemId");
    expect(screen.getByText("版 4")).toBeTruthy();
    expect(screen.queryByText("未保存の変更があります")).toBeNull();
  });

  it("saves whether the form is offered on the applicants' form list", async () => {
    const { calls } = renderFormPages("/form/12", {
      [`GET ${PATH}`]: [200, { form: formDetail() }],
      [`PUT ${PATH}`]: [200, { form: formDetail({ version: 4, showInFormList: true }) }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "基本設定" }));
    const listed = (await screen.findByRole("switch", {
      name: /フォーム一覧に表示する/,
    })) as HTMLInputElement;
    expect(listed.checked).toBe(false);
    await user.click(listed);
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.method === "PUT")!.body as FormDefinitionWrite;
    expect(put.showInFormList).toBe(true);
  });

  it("names every completion-mail placeholder in Japanese, never by its message key", async () => {
    renderFormPages("/form/12", { [`GET ${PATH}`]: [200, { form: formDetail() }] });
    await userEvent.setup().click(await screen.findByRole("tab", { name: "基本設定" }));
    const placeholders = (await screen.findByText(/差し込み項目/)).parentElement!;
    for (const name of COMPLETION_MAIL_PLACEHOLDERS) {
      expect(within(placeholders).getByText(`{${name}}`).parentElement!.textContent).not.toMatch(
        /settings\./,
      );
    }
    expect(within(placeholders).getByText("{answers}").parentElement!.textContent).toBe("{answers} 回答内容");
  });

  it("offers to load the other user's version when the save comes back 409", async () => {
    let gets = 0;
    const { calls } = renderFormPages("/form/12", {
      [`GET ${PATH}`]: () => {
        gets++;
        return [
          200,
          {
            form: formDetail({
              version: 2 + gets,
              title: gets > 1 ? "他の人の変更" : "オープンキャンパス申込",
            }),
          },
        ];
      },
      [`PUT ${PATH}`]: [
        409,
        {
          code: "CONFLICT",
          message: "他のユーザーが更新しました。画面を再読み込みしてから再度操作してください。",
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "基本設定" }));
    fireEvent.change(screen.getByRole("textbox", { name: /フォーム名/ }), {
      target: { value: "オープンキャンパス申込（改）" },
    });
    await user.click(screen.getByRole("button", { name: "保存" }));
    const dialog = await screen.findByRole("dialog", { name: "他のユーザーが先に保存しました" });
    await user.click(within(dialog).getByRole("button", { name: "最新の内容を読み込む" }));
    expect(await screen.findByRole("heading", { name: "他の人の変更" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "GET" && c.path === PATH)).toHaveLength(2);
    expect(screen.getByText("版 4")).toBeTruthy();
  });

  it("marks a one-line text item as the applicant's name and saves the mark", async () => {
    const { calls } = renderFormPages("/form/12", {
      [`GET ${PATH}`]: [200, { form: formDetail() }],
      [`PUT ${PATH}`]: [200, { form: formDetail({ version: 4 }) }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "「氏名」を編集" }));
    const mark = screen.getByRole("checkbox", {
      name: "この項目を申込者の氏名として使う",
    }) as HTMLInputElement;
    expect(mark.checked).toBe(false);
    await user.click(mark);
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.method === "PUT")!.body as FormDefinitionWrite;
    const saved = put.sections.flatMap((s) => s.items).filter((i) => i.applicantName);
    expect(saved.map((i) => i.label)).toEqual(["氏名"]);
    // Other item types do not offer it.
    await user.click(screen.getByRole("button", { name: "「希望日」を編集" }));
    expect(screen.queryByRole("checkbox", { name: "この項目を申込者の氏名として使う" })).toBeNull();
  });

  it("offers only earlier items for a condition, and shows it in words", async () => {
    renderFormPages("/form/12", { [`GET ${PATH}`]: [200, { form: formDetail() }] });
    const card = await screen.findByRole("button", { name: "「保護者への連絡」を編集" });
    expect(within(card).getByText(/「参加区分」の回答が「保護者」と等しいとき表示/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(card);
    await user.click(screen.getByRole("textbox", { name: "回答の項目" }));
    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(["氏名", "参加区分", "希望日"]));
    expect(options).not.toContain("保護者への連絡");
  });

  it("checks the form with the domain's publish check before calling the server", async () => {
    const { calls } = renderFormPages("/form/12", {
      [`GET ${PATH}`]: [200, { form: formDetail({ sections: [] }) }],
    });
    expect(await screen.findByText("公開前に修正が必要な点（1 件）")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "公開" }));
    const dialog = await screen.findByRole("dialog", { name: "公開できません" });
    expect(within(dialog).getByText("項目が1つもありません。項目を追加してください")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("/publish"))).toBe(false));
  });

  it("keeps a reference-only user from changing the form", async () => {
    renderFormPages("/form/12", { [`GET ${PATH}`]: [200, { form: formDetail() }] }, 1);
    const card = await screen.findByRole("button", { name: "「氏名」を編集" });
    expect(screen.getByText("参照のみの権限のため、内容の確認だけができます。")).toBeTruthy();
    expect(screen.getByRole("button", { name: "保存" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "チェックボックス" }).hasAttribute("disabled")).toBe(true);
    await userEvent.setup().click(card);
    expect(screen.getByRole("textbox", { name: "項目名" }).matches(":disabled")).toBe(true);
  });
});
