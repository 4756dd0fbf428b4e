// @vitest-environment jsdom
import { visibleItemKeys } from "@gakumu/domain/forms/answer-schema";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answerErrorsOf } from "./answer-errors";
import { formItem, publicForm } from "./test/form-fixtures";
import { renderFields } from "./test/render-fields";
import { approximateVisibleItemKeys } from "./visibility";

const route = formItem({
  itemKey: "route",
  itemType: "SELECT",
  label: "本校を知ったきっかけ",
  choices: [
    { value: "web", label: "ウェブサイト" },
    { value: "other", label: "その他" },
  ],
});
const other = formItem({
  itemKey: "routeOther",
  itemType: "TEXT_SINGLE",
  label: "その他の内容",
  condition: { itemKey: "route", operator: "EQUALS", value: "other" },
});
const count = formItem({ itemKey: "count", itemType: "NUMBER", label: "人数" });
const many = formItem({
  itemKey: "many",
  itemType: "TEXT_SINGLE",
  label: "引率者",
  condition: { itemKey: "count", operator: "EQUALS", value: "3" },
});
const agree = formItem({ itemKey: "agree", itemType: "CHECKBOX", label: "同意する" });
const agreed = formItem({
  itemKey: "agreed",
  itemType: "TEXT_SINGLE",
  label: "同意日",
  condition: { itemKey: "agree", operator: "EQUALS", value: "true" },
});
const chained = formItem({
  itemKey: "chained",
  itemType: "TEXT_SINGLE",
  label: "詳細",
  condition: { itemKey: "routeOther", operator: "CONTAINS", value: "紹介" },
});
const items = [route, other, count, many, agree, agreed, chained];

describe("conditional display", () => {
  it("shows an item only while its condition holds", async () => {
    renderFields(publicForm(items));
    expect(screen.queryByLabelText("その他の内容")).toBeNull();
    fireEvent.click(screen.getByLabelText("その他"));
    expect(await screen.findByLabelText("その他の内容")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("ウェブサイト"));
    await waitFor(() => expect(screen.queryByLabelText("その他の内容")).toBeNull());
  });

  it.each([
    {},
    { route: "other" },
    { route: "other", routeOther: " 友人の紹介 " },
    { route: "web", routeOther: "友人の紹介" },
    { count: "3" },
    { count: " 3 " },
    { count: 3 },
    { count: "3.0" },
    { count: "abc" },
    { agree: true },
    { agree: false },
  ])("the Zod-free rule agrees with the domain's for %j", (values) => {
    expect(approximateVisibleItemKeys(items, values)).toEqual(visibleItemKeys(items, values));
  });
});

describe("messages", () => {
  it("are shown at their item, announced and describe its input", () => {
    renderFields(
      publicForm([
        formItem({
          itemKey: "name",
          itemType: "TEXT_SINGLE",
          label: "氏名",
          required: true,
          helpText: "戸籍上の氏名",
        }),
      ]),
      {
        errors: answerErrorsOf([{ path: "values.name", message: "入力してください" }]),
      },
    );
    const input = screen.getByRole("textbox", { name: "氏名 必須" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id));
    expect(described.map((e) => e?.textContent)).toEqual(
      expect.arrayContaining(["入力してください", "戸籍上の氏名"]),
    );
    expect(screen.getByRole("alert").textContent).toBe("入力してください");
  });

  it("of a group item are linked to the group", () => {
    renderFields(publicForm([route]), { errors: { route: "選択してください" } });
    const group = screen.getByRole("radiogroup", { name: /本校を知ったきっかけ/ });
    expect(document.getElementById(group.getAttribute("aria-describedby") ?? "")?.getAttribute("role")).toBe(
      "alert",
    );
  });

  it("keep the first message per path from either source", () => {
    expect(
      answerErrorsOf([
        { path: ["addr", "postalCd"], message: "a" },
        { path: "values.addr.postalCd", message: "b" },
        { path: ["doc", 0], message: "c" },
      ]),
    ).toEqual({ "addr.postalCd": "a", "doc.0": "c" });
  });
});
