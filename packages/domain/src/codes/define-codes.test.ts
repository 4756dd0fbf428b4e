import { describe, expect, it } from "vitest";
import { defineCodes } from "./define-codes";

const Sample = defineCodes({
  ONE: { code: 1, label: "一" },
  TWO: { code: 2, label: "二" },
  HIDDEN: { code: 9, label: "隠し", disabled: true },
});
const Letters = defineCodes({ A: { code: "A", label: "エー" }, B: { code: "B", label: "ビー" } });

describe("defineCodes", () => {
  it("exposes members as literal codes", () => {
    const one: 1 = Sample.ONE;
    expect(one).toBe(1);
    expect(Letters.B).toBe("B");
  });

  it("gives labels, entries and keys", () => {
    expect(Sample.label(2)).toBe("二");
    expect(Sample.label(99)).toBe("");
    expect(Sample.label(null)).toBe("");
    expect(Sample.keyOf(9)).toBe("HIDDEN");
    expect(Sample.entry(1)).toEqual({ key: "ONE", code: 1, label: "一" });
    expect(Sample.codes).toEqual([1, 2, 9]);
    expect(Sample.keys).toEqual(["ONE", "TWO", "HIDDEN"]);
  });

  it("leaves disabled entries out of options only", () => {
    expect(Sample.options).toEqual([
      { value: 1, label: "一" },
      { value: 2, label: "二" },
    ]);
    expect(Sample.isValid(9)).toBe(true);
  });

  it("checks membership strictly by type", () => {
    expect(Sample.isValid(1)).toBe(true);
    expect(Sample.isValid("1")).toBe(false);
    expect(Letters.isValid("A")).toBe(true);
    expect(Letters.isValid("a")).toBe(false);
  });

  it("validates with Zod and Japanese messages", () => {
    expect(Sample.schema.parse(2)).toBe(2);
    expect(Sample.schema.safeParse(3).error?.issues[0]?.message).toBe("選択肢の中から選択してください");
    expect(Sample.schema.safeParse(undefined).error?.issues[0]?.message).toBe("選択してください");
    expect(Sample.schema.safeParse("").error?.issues[0]?.message).toBe("選択してください");
  });

  it("coerces numeric strings in querySchema only", () => {
    expect(Sample.querySchema.parse("2")).toBe(2);
    expect(Sample.querySchema.parse(1)).toBe(1);
    expect(Sample.schema.safeParse("2").success).toBe(false);
    expect(Letters.querySchema.parse("A")).toBe("A");
    expect(Sample.querySchema.safeParse("x").success).toBe(false);
  });

  it("rejects duplicate codes", () => {
    expect(() => defineCodes({ A: { code: 1, label: "a" }, B: { code: 1, label: "b" } })).toThrow(
      /duplicate/,
    );
  });
});
