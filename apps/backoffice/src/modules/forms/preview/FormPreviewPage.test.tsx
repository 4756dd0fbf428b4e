// @vitest-environment jsdom
import type { PublicForm, PublicFormItem } from "@gakumu/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderFormPages } from "../forms-test-render.testing";

const publicItem = (
  itemKey: string,
  itemType: PublicFormItem["itemType"],
  label: string,
  extra: Partial<PublicFormItem> = {},
): PublicFormItem => ({
  itemId: 1,
  itemKey,
  itemType,
  label,
  helpText: "",
  required: false,
  validation: {},
  choices: [],
  fileTypes: [],
  maxFileSizeMb: null,
  condition: null,
  divisionOptions: [],
  divisionDepth: null,
  ...extra,
});

const PREVIEW: PublicForm = {
  formId: 12,
  formCd: "F2026OC",
  formType: "OC",
  title: "オープンキャンパス申込",
  descriptionHtml: "<p>ご来場を<strong>お待ちしています</strong>。</p><script>alert(1)</script>",
  answerPeriodStart: null,
  answerPeriodEnd: null,
  loginRequired: 0,
  accountRegistrationRequired: false,
  editableAfterSubmit: false,
  editDeadline: null,
  multipleAnswersAllowed: false,
  senderMailAddress: "info@example.jp",
  reception: "OPEN",
  closedMessageHtml: null,
  sections: [
    {
      sectionId: 1,
      title: "申込者",
      items: [
        publicItem("name", "TEXT_SINGLE", "氏名", { required: true, helpText: "戸籍上の氏名" }),
        publicItem("kind", "SELECT", "参加区分", {
          choices: [
            { value: "本人", label: "本人" },
            { value: "P", label: "保護者" },
          ],
        }),
        publicItem("note", "TEXT_MULTI", "保護者への連絡", {
          condition: { itemKey: "kind", operator: "EQUALS", value: "P" },
        }),
        publicItem("days", "PLAN_DATE_LIST", "希望日", { validation: { maxSelect: 2 } }),
        publicItem("agree", "CHECKBOX", "個人情報の取り扱いに同意する", { required: true }),
      ],
    },
  ],
  messages: [],
};

describe("form preview", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("draws the public shape in a phone-width frame as the applicant sees it", async () => {
    renderFormPages("/form/12/preview", { "GET /app/api/v2/form/12/preview": [200, PREVIEW] });
    const frame = await screen.findByTestId("phone-frame");
    expect(within(frame).getByRole("heading", { name: "オープンキャンパス申込" })).toBeTruthy();
    expect(await within(frame).findByText("お待ちしています")).toBeTruthy();
    expect(frame.querySelector("script")).toBeNull();
    expect(within(frame).getByText("ブラウザの更新ボタンや戻るボタンは使用しないでください。")).toBeTruthy();
    // The applicant's own fields (@gakumu/form-view): staff can try them out.
    const name = within(frame).getByRole("textbox", { name: "氏名 必須" });
    await userEvent.setup().type(name, "山田");
    expect((name as HTMLInputElement).value).toBe("山田");
    expect(within(frame).getByText("戸籍上の氏名")).toBeTruthy();
    expect(within(frame).getAllByText("必須")).toHaveLength(2);
    expect(within(frame).getByRole("radio", { name: "保護者" })).toBeTruthy();
    expect(within(frame).getByLabelText("第2希望")).toBeTruthy();
    expect(within(frame).queryByLabelText("第3希望")).toBeNull();
    expect(within(frame).getByRole("checkbox", { name: "個人情報の取り扱いに同意する 必須" })).toBeTruthy();

    // Items shown on a condition are marked, and can be hidden as the empty answer screen hides them.
    expect(within(frame).getByText("条件付きで表示")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("switch", { name: "表示条件のある項目も表示する" }));
    expect(within(frame).queryByText("保護者への連絡")).toBeNull();
    // …and appear when their condition holds, as on the answer screen.
    await userEvent.setup().click(within(frame).getByRole("radio", { name: "保護者" }));
    expect(await within(frame).findByText("保護者への連絡")).toBeTruthy();
  });

  it("tries 住所検索 through the back office's own lookup", async () => {
    const form = {
      ...PREVIEW,
      sections: [{ sectionId: 1, title: "", items: [publicItem("home", "ADDRESS", "現住所")] }],
    };
    const { calls } = renderFormPages("/form/12/preview", {
      "GET /app/api/v2/form/12/preview": [200, form],
      "GET /app/api/v2/postal-code": [
        200,
        {
          postalCd: "104-0061",
          candidates: [{ prefectureCd: "13", prefecture: "東京都", city: "中央区", town: "銀座" }],
        },
      ],
    });
    const frame = await screen.findByTestId("phone-frame");
    const user = userEvent.setup();
    await user.type(within(frame).getByLabelText("郵便番号"), "104-0061");
    await user.click(within(frame).getByRole("button", { name: "住所を検索" }));
    expect(await within(frame).findByDisplayValue("中央区銀座")).toBeTruthy();
    expect(calls.find((c) => c.path === "/app/api/v2/postal-code")?.query.get("postalCd")).toBe("104-0061");
  });
});
