// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormListItem } from "../forms-api";
import { renderFormPages } from "../forms-test-render.testing";

const row = (formId: number, extra: Partial<FormListItem> = {}): FormListItem => ({
  formId,
  formCd: `F00${formId}`,
  formType: "OC",
  title: `オープンキャンパス ${formId}`,
  status: "DRAFT",
  reception: null,
  answerPeriodStart: "2026-03-31T15:00:00.000Z",
  answerPeriodEnd: "2026-07-31T14:59:00.000Z",
  publishedAt: null,
  itemCount: 4,
  version: 2,
  updatedAt: "2026-04-01T01:00:00.000Z",
  ...extra,
});

const page = (formList: FormListItem[]) =>
  [200, { totalCount: formList.length, page: 1, pageSize: 20, formList }] as const;

describe("form list", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the forms with type, period and status, and searches by status", async () => {
    const { calls } = renderFormPages("/form", {
      "GET /app/api/v2/form": (call) =>
        call.query.get("status") === "PUBLISHED"
          ? page([
              row(2, {
                status: "PUBLISHED",
                reception: "OPEN",
                title: "出願フォーム",
                formType: "APPLICATION",
              }),
            ])
          : page([
              row(1),
              row(2, {
                status: "PUBLISHED",
                reception: "OPEN",
                title: "出願フォーム",
                formType: "APPLICATION",
              }),
            ]),
    });
    const first = (await screen.findByText("オープンキャンパス 1")).closest("tr")!;
    expect(within(first).getByText("F001")).toBeTruthy();
    expect(within(first).getByText("オープンキャンパス")).toBeTruthy();
    expect(within(first).getByText("2026/04/01 00:00 〜 2026/07/31 23:59")).toBeTruthy();
    expect(within(first).getByText("下書き")).toBeTruthy();
    const second = screen.getByText("出願フォーム").closest("tr")!;
    expect(within(second).getByText("公開中")).toBeTruthy();
    expect(within(second).getByText("受付中")).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole("textbox", { name: "状態" }));
    await user.click(screen.getByRole("option", { name: "公開中" }));
    await user.click(screen.getByRole("button", { name: "検索" }));
    await waitFor(() => expect(screen.queryByText("オープンキャンパス 1")).toBeNull());
    expect(calls.at(-1)?.query.get("status")).toBe("PUBLISHED");
  });

  it("shows every reason the server gives for refusing to publish, as a list", async () => {
    const details = [
      { path: "sections", message: "項目が1つもありません。項目を追加してください" },
      { path: "completionMailSubject", message: "完了メールの本文を設定する場合は件名も入力してください" },
    ];
    const { calls } = renderFormPages("/form", {
      "GET /app/api/v2/form": page([row(1)]),
      "POST /app/api/v2/form/1/publish": [
        400,
        { code: "VALIDATION_ERROR", message: "公開できません。", details },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "オープンキャンパス 1 の操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "公開" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "はい" }));
    const dialog = await screen.findByRole("dialog", { name: "公開できません" });
    for (const { message } of details) expect(within(dialog).getByText(message)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/publish"))?.body).toMatchObject({ version: 2 });
  });

  it("deletes a draft after the danger confirmation, sending the version it showed", async () => {
    const { calls } = renderFormPages("/form", {
      "GET /app/api/v2/form": page([row(1)]),
      "DELETE /app/api/v2/form/1": [204],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "オープンキャンパス 1 の操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "削除" }));
    const confirm = await screen.findByRole("dialog", { name: "フォームの削除" });
    await user.click(within(confirm).getByRole("button", { name: "削除" }));
    expect(await screen.findByText("フォームを削除しました。")).toBeTruthy();
    expect(calls.find((c) => c.method === "DELETE")?.query.get("version")).toBe("2");
  });

  it("lets a reference-only user look but not change anything", async () => {
    const { calls } = renderFormPages("/form", { "GET /app/api/v2/form": page([row(1)]) }, 1);
    await screen.findByText("オープンキャンパス 1");
    const create = screen.getByRole("button", { name: "新規作成" });
    expect(create.getAttribute("aria-disabled")).toBe("true");
    const user = userEvent.setup();
    await user.click(create);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "オープンキャンパス 1 の操作" }));
    for (const name of ["コピー", "公開", "削除"])
      expect((await screen.findByRole("menuitem", { name })).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("menuitem", { name: "編集" }).hasAttribute("disabled")).toBe(false);
    expect(calls.every((c) => c.method === "GET")).toBe(true);
  });
});
