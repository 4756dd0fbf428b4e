import { describe, expect, it } from "vitest";
import {
  calendarDateSchema,
  INT4_MAX,
  idSchema,
  intField,
  intParam,
  pageSchema,
  pageSizeSchema,
  versionParam,
  versionSchema,
} from "./params";

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? "");
}

describe("idSchema", () => {
  const schema = idSchema("フォーム");
  it.each([
    ["1", 1],
    [1, 1],
    [String(INT4_MAX), INT4_MAX],
  ])("accepts %j", (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });
  it.each([["0"], ["-1"], ["1.5"], ["abc"], [String(INT4_MAX + 1)], ["99999999999999999999"], [undefined]])(
    "refuses %j naming the field",
    (input) => {
      expect(messageOf(schema.safeParse(input))).toMatch(/^フォーム(が正しくありません|を指定してください)$/);
    },
  );
});

describe("intParam and intField", () => {
  it("keep custom bounds and still stop at int4", () => {
    expect(intParam("学年", { min: 0, max: 99 }).parse("0")).toBe(0);
    expect(messageOf(intParam("学年", { min: 0, max: 99 }).safeParse("100"))).toBe("学年が正しくありません");
    expect(messageOf(intParam("件数", { min: 0 }).safeParse(String(INT4_MAX + 1)))).toBe(
      "件数が正しくありません",
    );
  });
  it("takes only a JSON number in a body", () => {
    expect(intField("項目").parse(3)).toBe(3);
    expect(messageOf(intField("項目").safeParse("3"))).toBe("項目が正しくありません");
    expect(messageOf(intField("項目").safeParse(undefined))).toBe("項目を指定してください");
  });
});

describe("versions", () => {
  it.each([
    [versionSchema, 1, true],
    [versionSchema, INT4_MAX, true],
    [versionSchema, INT4_MAX + 1, false],
    [versionSchema, 0, false],
    [versionSchema, "2", false],
    [versionParam, "2", true],
    [versionParam, "2147483648", false],
  ] as const)("%#: %j → %s", (schema, input, ok) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(ok);
    if (!ok) expect(messageOf(result)).toContain("版番号");
  });
});

describe("pages", () => {
  it("defaults to the first page and stops at the last one", () => {
    expect(pageSchema.parse(undefined)).toBe(1);
    expect(pageSchema.parse("100000")).toBe(100_000);
    expect(messageOf(pageSchema.safeParse("100001"))).toBe("ページ番号が正しくありません");
    expect(messageOf(pageSchema.safeParse("2147483648"))).toBe("ページ番号が正しくありません");
  });
  it("bounds a page size the screen chooses", () => {
    const size = pageSizeSchema(100, 20);
    expect(size.parse(undefined)).toBe(20);
    expect(size.parse("100")).toBe(100);
    expect(messageOf(size.safeParse("101"))).toBe("表示件数が正しくありません");
    expect(messageOf(size.safeParse("0"))).toBe("表示件数が正しくありません");
  });
});

describe("calendarDateSchema", () => {
  const schema = calendarDateSchema("送信日（から）");
  it.each(["2025-01-01", "2024-02-29", "9999-12-31", "2000-02-29"])("accepts %s", (text) => {
    expect(schema.parse(text)).toBe(text);
  });
  it.each([
    "9999-99-99",
    "2025-02-30",
    "2023-02-29",
    "1900-02-29",
    "2025-13-01",
    "2025-00-10",
    "2025-1-1",
    "2025/01/01",
    "20250101",
    "",
    "2025-01-01T00:00",
  ])("refuses %s naming the field", (text) => {
    expect(messageOf(schema.safeParse(text))).toBe(
      "送信日（から）はyyyy-MM-dd形式の正しい日付で入力してください",
    );
  });
});
