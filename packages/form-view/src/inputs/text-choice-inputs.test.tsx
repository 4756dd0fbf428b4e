// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formItem, publicForm } from "../test/form-fixtures";
import { renderFields } from "../test/render-fields";

const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe("text inputs: value in, value out", () => {
  it.each([
    ["TEXT_SINGLE", "text", undefined],
    ["TEL_NO", "tel", "tel"],
    ["MAIL_ADDRESS", "email", "email"],
    ["NUMBER", "text", "numeric"],
    ["DATE", "date", undefined],
    ["DATETIME", "datetime-local", undefined],
  ] as const)("%s shows the stored value and gives back what is typed", (itemType, type, inputMode) => {
    const initial = itemType === "NUMBER" ? 12 : itemType === "DATE" ? "2026-04-01" : "a";
    const typed =
      itemType === "DATE" ? "2026-05-02" : itemType === "DATETIME" ? "2026-05-02T10:30" : "090-1234-5678";
    const { values } = renderFields(publicForm([formItem({ itemKey: "q", itemType, label: "質問" })]), {
      values: itemType === "DATETIME" ? {} : { q: initial },
    });
    const input = screen.getByLabelText("質問") as HTMLInputElement;
    expect(input.type).toBe(type);
    expect(input.getAttribute("inputmode") ?? undefined).toBe(inputMode);
    if (itemType !== "DATETIME") expect(input.value).toBe(String(initial));
    change(input, typed);
    expect(values().q).toBe(typed);
  });

  it("TEXT_MULTI is a text box; dates are capped at year 9999 (spec §5.2)", () => {
    const form = publicForm([
      formItem({ itemKey: "memo", itemType: "TEXT_MULTI", label: "備考" }),
      formItem({ itemKey: "day", itemType: "DATE", label: "生年月日" }),
    ]);
    const { values } = renderFields(form);
    const memo = screen.getByLabelText("備考");
    expect(memo.tagName).toBe("TEXTAREA");
    change(memo, "一行目\n二行目");
    expect(values().memo).toBe("一行目\n二行目");
    expect(screen.getByLabelText("生年月日").getAttribute("max")).toBe("9999-12-31");
  });
});

describe("choice inputs: value in, value out", () => {
  const choices = [
    { value: "1", label: "普通科" },
    { value: "2", label: "商業科" },
    { value: "3", label: "情報科" },
  ];

  it("SELECT is a radio group", () => {
    const { values } = renderFields(
      publicForm([formItem({ itemKey: "c", itemType: "SELECT", label: "学科", choices })]),
      {
        values: { c: "2" },
      },
    );
    const group = screen.getByRole("radiogroup", { name: "学科" });
    expect((within(group).getByLabelText("商業科") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByLabelText("情報科"));
    expect(values().c).toBe("3");
  });

  it.each(["MULTIPLE", "OC_DATE_LIST"] as const)(
    "%s keeps the choices' order and empties to null",
    (itemType) => {
      const { values } = renderFields(
        publicForm([formItem({ itemKey: "m", itemType, label: "希望", choices })]),
      );
      const group = screen.getByRole("group", { name: "希望" });
      fireEvent.click(within(group).getByLabelText("情報科"));
      fireEvent.click(within(group).getByLabelText("普通科"));
      expect(values().m).toEqual(["1", "3"]);
      fireEvent.click(within(group).getByLabelText("普通科"));
      fireEvent.click(within(group).getByLabelText("情報科"));
      expect(values().m).toBeNull();
    },
  );

  it.each(["LIST", "DIVISION"] as const)("%s is a native select with an empty first option", (itemType) => {
    const { values } = renderFields(
      publicForm([formItem({ itemKey: "l", itemType, label: "学科", choices })]),
    );
    const select = screen.getByLabelText("学科") as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect(select.options[0]?.textContent).toBe("選択してください");
    change(select, "2");
    expect(values().l).toBe("2");
    change(select, "");
    expect(values().l).toBeNull();
  });

  it("CHECKBOX is one box labelled by the item", () => {
    const { values } = renderFields(
      publicForm([
        formItem({
          itemKey: "agree",
          itemType: "CHECKBOX",
          label: "個人情報の取り扱いに同意する",
          required: true,
        }),
      ]),
    );
    const box = screen.getByRole("checkbox", {
      name: "個人情報の取り扱いに同意する 必須",
    }) as HTMLInputElement;
    expect(box.required).toBe(true);
    expect(screen.getByText("必須")).toBeTruthy();
    fireEvent.click(box);
    expect(values().agree).toBe(true);
    fireEvent.click(box);
    expect(values().agree).toBe(false);
  });

  it("CHECKBOX announces its error like the other items", () => {
    renderFields(
      publicForm([formItem({ itemKey: "agree", itemType: "CHECKBOX", label: "同意する", required: true })]),
      { errors: { agree: "同意してください" } },
    );
    expect(screen.getByRole("alert").textContent).toBe("同意してください");
  });

  it("DIVISION_SELECT cascades level by level and clears the levels below a change", () => {
    const divisionOptions = [
      { value: "A", label: "本校", parentValue: null, depth: 1 },
      { value: "B", label: "分校", parentValue: null, depth: 1 },
      { value: "A1", label: "普通科", parentValue: "A", depth: 2 },
      { value: "A2", label: "理数科", parentValue: "A", depth: 2 },
      { value: "B1", label: "農業科", parentValue: "B", depth: 2 },
    ];
    const { values } = renderFields(
      publicForm([
        formItem({
          itemKey: "d",
          itemType: "DIVISION_SELECT",
          label: "所属",
          divisionOptions,
          divisionDepth: 2,
        }),
      ]),
    );
    expect(screen.queryByLabelText("第2階層")).toBeNull();
    change(screen.getByLabelText("第1階層"), "A");
    const second = screen.getByLabelText("第2階層") as HTMLSelectElement;
    expect([...second.options].map((o) => o.textContent)).toEqual(["選択してください", "普通科", "理数科"]);
    change(second, "A2");
    expect(values().d).toEqual(["A", "A2"]);
    change(screen.getByLabelText("第1階層"), "B");
    expect(values().d).toEqual(["B"]);
  });

  it("PLAN_DATE_LIST asks 第1希望〜第3希望 by default and keeps each wish in its place", () => {
    const candidates = [
      { value: "2026-08-01", label: "8月1日(土)" },
      { value: "2026-08-02", label: "8月2日(日)" },
    ];
    const { values } = renderFields(
      publicForm([
        formItem({ itemKey: "p", itemType: "PLAN_DATE_LIST", label: "希望日", choices: candidates }),
      ]),
    );
    expect(screen.getByLabelText("第3希望")).toBeTruthy();
    change(screen.getByLabelText("第2希望"), "2026-08-02");
    expect(values().p).toEqual(["", "2026-08-02"]);
    change(screen.getByLabelText("第1希望"), "2026-08-01");
    expect(values().p).toEqual(["2026-08-01", "2026-08-02"]);
  });

  it("PLAN_DATE without candidates is a date input", () => {
    const { values } = renderFields(
      publicForm([formItem({ itemKey: "p", itemType: "PLAN_DATE", label: "希望日" })]),
    );
    const input = screen.getByLabelText("希望日") as HTMLInputElement;
    expect(input.type).toBe("date");
    change(input, "2026-08-03");
    expect(values().p).toBe("2026-08-03");
  });
});
