import { describe, expect, it } from "vitest";
import { item } from "../answers-test-kit.testing";
import { buildCorrection, changedFrom } from "./correction-model";

const items = [
  item("name", "TEXT_SINGLE", "氏名", { required: true }),
  item("age", "NUMBER", "年齢", { validation: { minValue: 0, maxValue: 120 } }),
  item("course", "SELECT", "学科", { choices: [{ value: "A", label: "A" }] }),
  item("note", "TEXT_MULTI", "備考", { condition: { itemKey: "course", operator: "EQUALS", value: "A" } }),
  item("report", "UPLOAD", "調査書", { fileTypes: [4] }),
];

const pdf = {
  fileId: "f1",
  fileName: "a.pdf",
  mimeType: "application/pdf",
  size: 10,
  status: "NONE" as const,
};

describe("staff correction", () => {
  it("sends the cleaned values of the shown items, a removed file as DELETE", () => {
    const result = buildCorrection(items, {
      name: " 佐藤 ",
      age: "16",
      course: "A",
      note: "メモ",
      report: [{ ...pdf, status: "DELETE" }],
    });
    expect(result).toEqual({
      ok: true,
      values: { name: "佐藤", age: 16, course: "A", note: "メモ", report: [{ ...pdf, status: "DELETE" }] },
    });
  });

  it("drops an item hidden by its condition", () => {
    const result = buildCorrection(items, { name: "佐藤", course: null, note: "残っていた入力" });
    expect(result.ok && "note" in result.values).toBe(false);
  });

  it("gives the shared Japanese messages by item path", () => {
    const result = buildCorrection(items, { name: " ", age: "200" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(["age", "name"]);
      expect(result.errors.name).toMatch(/入力/);
    }
  });

  it("tells a change from the stored values", () => {
    expect(changedFrom({ a: "x", b: null }, { b: null, a: "x" })).toBe(false);
    expect(changedFrom({ a: "x" }, { a: "y" })).toBe(true);
    expect(changedFrom({ a: "x" }, { a: "x", b: "new" })).toBe(true);
  });
});
