import { describe, expect, it } from "vitest";
import { item, messageOf } from "./answer-test-items.testing";
import { checkAnswerValue } from "./answer-values";

const check = (i: ReturnType<typeof item>, raw: unknown) => checkAnswerValue(i, raw);

describe("TEXT_SINGLE / TEXT_MULTI", () => {
  const optional = item("TEXT_SINGLE");
  const required = item("TEXT_SINGLE", { required: true });

  it.each([
    [optional, undefined, null, null],
    [optional, "", null, null],
    [optional, "  山田  ", null, "山田"],
    [required, "", "入力してください", undefined],
    [required, "\u3000 ", "入力してください", undefined],
    [required, null, "入力してください", undefined],
    [required, 12, "入力形式が正しくありません", undefined],
  ])("%#: %j", (i, raw, message, value) => {
    const result = check(i, raw);
    expect(messageOf(result)).toBe(message);
    if (result.ok) expect(result.value).toBe(value);
  });

  it("checks min and max length in characters", () => {
    const ranged = item("TEXT_SINGLE", { validation: { minLength: 2, maxLength: 4 } });
    expect(messageOf(check(ranged, "𠮷"))).toBe("2文字以上4文字以内で入力してください");
    expect(messageOf(check(ranged, "𠮷野家𠮷"))).toBeNull();
    expect(messageOf(check(item("TEXT_SINGLE", { validation: { minLength: 3 } }), "ab"))).toBe(
      "3文字以上で入力してください",
    );
    expect(messageOf(check(item("TEXT_SINGLE", { validation: { maxLength: 3 } }), "abcd"))).toBe(
      "3文字以内で入力してください",
    );
  });

  it("caps one line at 1000 and a text box at 10000 characters when no maximum is set", () => {
    expect(messageOf(check(optional, "あ".repeat(1001)))).toBe("1000文字以内で入力してください");
    expect(messageOf(check(item("TEXT_MULTI"), "あ".repeat(10_000)))).toBeNull();
    expect(messageOf(check(item("TEXT_MULTI"), "あ".repeat(10_001)))).toBe("10000文字以内で入力してください");
  });

  it("keeps a text box as typed, line breaks and outer spaces included", () => {
    expect(check(item("TEXT_MULTI"), " 1行目\n2行目 ")).toEqual({ ok: true, value: " 1行目\n2行目 " });
  });

  it.each([
    ["tel", "090-1234-5678", "090-1234-567", "電話番号の形式で入力してください"],
    ["mail", "taro@example.jp", "taro@", "メールアドレスの形式で入力してください"],
    ["postal", "100-0001", "1000001", "郵便番号は「123-4567」の形式で入力してください"],
    ["kana", "ヤマダ　タロウ", "やまだ", "全角カタカナで入力してください"],
    ["half-width", "abc-123", "ａｂｃ", "半角英数字記号で入力してください"],
    ["full-width", "山田太郎", "山田 太郎", "全角文字で入力してください"],
    ["integer", "0123", "12a", "半角数字で入力してください"],
    ["digits-hyphen", "12-34", "12--34", "半角数字とハイフンで入力してください"],
    ["url", "https://example.jp", "example.jp", "URLの形式で入力してください"],
  ] as const)("format %s", (format, valid, invalid, message) => {
    const i = item("TEXT_SINGLE", { validation: { format } });
    expect(messageOf(check(i, valid))).toBeNull();
    expect(messageOf(check(i, invalid))).toBe(message);
  });

  it("TEL_NO and MAIL_ADDRESS always check their format", () => {
    expect(messageOf(check(item("TEL_NO"), "03-1234-5678"))).toBeNull();
    expect(messageOf(check(item("TEL_NO"), "12345"))).toBe("電話番号の形式で入力してください");
    expect(messageOf(check(item("MAIL_ADDRESS"), "hanako@example.jp"))).toBeNull();
    expect(messageOf(check(item("MAIL_ADDRESS"), "hanako@"))).toBe("メールアドレスの形式で入力してください");
    expect(messageOf(check(item("MAIL_ADDRESS", { required: true }), " "))).toBe("入力してください");
  });
});

describe("NUMBER", () => {
  it.each([
    [{}, 12, null, 12],
    [{}, "12", null, 12],
    [{}, " 7 ", null, 7],
    [{}, "", null, null],
    [{}, "1.5", "整数で入力してください", undefined],
    [{ decimalDigits: 1 }, "1.5", null, 1.5],
    [{ decimalDigits: 1 }, "1.55", "小数点以下1桁以内で入力してください", undefined],
    [{}, "１２", "数値で入力してください", undefined],
    [{}, "1e3", "数値で入力してください", undefined],
    [{}, Number.NaN, "数値で入力してください", undefined],
    [{}, true, "入力形式が正しくありません", undefined],
    [{ minValue: 1 }, 0, "1以上の値を入力してください", undefined],
    [{ maxValue: 10 }, "11", "10以下の値を入力してください", undefined],
    [{ minValue: 0, maxValue: 10 }, 0, null, 0],
    [{ minValue: 1, maxValue: 10 }, 11, "1から10の範囲で入力してください", undefined],
    [{ minValue: -5 }, "-5", null, -5],
  ])("%#: %j %j", (validation, raw, message, value) => {
    const result = check(item("NUMBER", { validation }), raw);
    expect(messageOf(result)).toBe(message);
    if (result.ok) expect(result.value).toBe(value);
  });

  it("requires a value when required; zero counts as one", () => {
    const required = item("NUMBER", { required: true });
    expect(messageOf(check(required, ""))).toBe("入力してください");
    expect(check(required, 0)).toEqual({ ok: true, value: 0 });
  });
});

describe("DATE and DATETIME", () => {
  const ranged = { minDate: "2026-04-01", maxDate: "2026-04-30" };
  it.each([
    ["DATE", {}, "2026-02-28", null],
    ["DATE", {}, "2026-02-30", "日付はyyyy-MM-ddの形式で入力してください"],
    ["DATE", {}, "2026/02/01", "日付はyyyy-MM-ddの形式で入力してください"],
    ["DATE", ranged, "2026-03-31", "2026-04-01以降の日付を入力してください"],
    ["DATE", ranged, "2026-05-01", "2026-04-30以前の日付を入力してください"],
    ["DATE", ranged, "2026-04-30", null],
    ["DATETIME", {}, "2026-04-01T09:30", null],
    ["DATETIME", {}, "2026-04-01T24:00", "日時はyyyy-MM-ddTHH:mmの形式で入力してください"],
    ["DATETIME", {}, "2026-04-01 09:30", "日時はyyyy-MM-ddTHH:mmの形式で入力してください"],
    ["DATETIME", ranged, "2026-04-30T23:59", null],
    ["DATETIME", ranged, "2026-05-01T00:00", "2026-04-30以前の日付を入力してください"],
  ] as const)("%s %j %s", (type, validation, raw, message) => {
    expect(messageOf(check(item(type, { validation }), raw))).toBe(message);
  });

  it("requires a value when required", () => {
    expect(messageOf(check(item("DATE", { required: true }), ""))).toBe("入力してください");
    expect(messageOf(check(item("DATETIME", { required: true }), undefined))).toBe("入力してください");
    expect(check(item("DATE"), "")).toEqual({ ok: true, value: null });
  });
});
