// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMenuScreen } from "../../app/testing/render-menu-screen.testing";
import { fakeApi } from "../../test/fake-api.testing";
import { MemberAttributesPage } from "./MemberAttributesPage";
import { clubAttribute, testOptions } from "./members-screen.testing";

const LIST = "GET /app/api/v2/member-attributes";

describe("member attribute settings screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the attributes and adds one with its choices", async () => {
    const calls = fakeApi({
      [LIST]: [200, { items: testOptions.attributes }],
      "POST /app/api/v2/member-attributes": [201, { ...clubAttribute, id: 2, attributeCd: "days" }],
    });
    renderMenuScreen("member-attribute", <MemberAttributesPage />);
    expect(await screen.findByText("部活動")).toBeTruthy();
    expect(screen.getByText("サッカー部、美術部")).toBeTruthy();
    expect(screen.getByText("単一選択")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "属性を追加" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("属性コード", { exact: false }), {
      target: { value: "days" },
    });
    fireEvent.change(within(dialog).getByLabelText("属性名", { exact: false }), {
      target: { value: "登校曜日" },
    });
    fireEvent.click(within(dialog).getByRole("textbox", { name: "種類" }));
    fireEvent.click(await screen.findByRole("option", { name: "複数選択" }));
    fireEvent.change(within(dialog).getByLabelText("選択肢", { exact: false }), {
      target: { value: "月\n水\n\n金 " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
        attributeCd: "days",
        name: "登校曜日",
        attributeType: "MULTIPLE",
        options: ["月", "水", "金"],
        sortOrder: 2,
      }),
    );
  });

  it("puts the server's message under the field it concerns", async () => {
    fakeApi({
      [LIST]: [200, { items: [] }],
      "POST /app/api/v2/member-attributes": [
        400,
        {
          code: "VALIDATION_ERROR",
          message: "属性コード「club」は既に使用されています。",
          details: [{ path: "attributeCd", message: "属性コード「club」は既に使用されています。" }],
        },
      ],
    });
    renderMenuScreen("member-attribute", <MemberAttributesPage />);
    expect(await screen.findByText("属性はまだ登録されていません。")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "属性を追加" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("属性コード", { exact: false }), {
      target: { value: "club" },
    });
    fireEvent.change(within(dialog).getByLabelText("属性名", { exact: false }), {
      target: { value: "部活" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    const input = within(dialog).getByLabelText("属性コード", { exact: false });
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
  });

  it("deletes only after the code is typed, with the version shown", async () => {
    const calls = fakeApi({
      [LIST]: [200, { items: testOptions.attributes }],
      "DELETE /app/api/v2/member-attributes/1": [204],
    });
    renderMenuScreen("member-attribute", <MemberAttributesPage />);
    await screen.findByText("部活動");
    fireEvent.click(screen.getByRole("button", { name: "削除" }));
    const dialog = await screen.findByRole("dialog");
    const yes = within(dialog).getByRole("button", { name: "削除" });
    expect(yes.hasAttribute("disabled")).toBe(true);
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "club" } });
    fireEvent.click(yes);
    await waitFor(() => expect(calls.find((c) => c.method === "DELETE")?.query.get("version")).toBe("1"));
  });

  it("disables every change on a reference-only menu", async () => {
    fakeApi({ [LIST]: [200, { items: testOptions.attributes }] });
    renderMenuScreen("member-attribute", <MemberAttributesPage />, "/member-attribute", 1);
    await screen.findByText("部活動");
    for (const name of ["属性を追加", "編集", "削除"])
      expect(screen.getByRole("button", { name }).getAttribute("aria-disabled")).toBe("true");
  });
});
