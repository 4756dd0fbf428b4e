import { describe, expect, it } from "vitest";
import { BarcodeType } from "../codes/barcode";
import { AppMenuBody, isSafeMenuUrl } from "./app-menu-api";
import { barcodeText } from "./member-card-barcode";
import {
  MIN_WHITE_TEXT_CONTRAST,
  readableWithWhiteText,
  THEME_PALETTE,
  whiteTextContrast,
} from "./theme-colour";

describe("theme colour", () => {
  it("offers only colours on which white text reads (WCAG 4.5:1)", () => {
    for (const p of THEME_PALETTE)
      expect(whiteTextContrast(p.value), p.label).toBeGreaterThanOrEqual(MIN_WHITE_TEXT_CONTRAST);
  });
  it.each([
    ["#000000", 21],
    ["#ffffff", 1],
    ["#767676", 4.54],
  ])("contrast of white on %s is %d", (hex, ratio) => {
    expect(whiteTextContrast(hex)).toBeCloseTo(ratio, 1);
  });
  it("refuses light colours and what is not #rrggbb", () => {
    expect(readableWithWhiteText("#ffff00")).toBe(false);
    expect(readableWithWhiteText("#777777")).toBe(false);
    expect(readableWithWhiteText("navy")).toBe(false);
    expect(readableWithWhiteText("#1f4e79")).toBe(true);
  });
});

describe("menu links", () => {
  it.each([
    ["https://sakura.example.jp/kondate", true],
    ["HTTPS://sakura.example.jp/", true],
    ["http://sakura.example.jp/", false],
    ["javascript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["https://user:pw@example.jp/", false],
    ["data:text/html,<p>x</p>", false],
    ["//example.jp/", false],
  ])("%s → %s", (url, ok) => expect(isSafeMenuUrl(url)).toBe(ok));

  it("keeps 設定 visible and each built-in entry once", () => {
    const result = AppMenuBody.safeParse({
      entries: [
        { kind: "builtin", entry: "settings", label: "", visible: false },
        { kind: "builtin", entry: "inbox", label: "", visible: true },
        { kind: "builtin", entry: "inbox", label: "", visible: true },
      ],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "「設定」は非表示にできません",
      "「お知らせ」が重複しています",
    ]);
  });
});

describe("barcode text of a member id", () => {
  it.each([
    [BarcodeType.CODE39, "S-0001", "S-0001"],
    [BarcodeType.CODE39, "s0001", null],
    [BarcodeType.EAN13, "12345", "000000012345"],
    [BarcodeType.EAN13, "S12345", null],
    [BarcodeType.EAN8, "12345678", null],
    [BarcodeType.NW7, "1234", "A1234A"],
    [BarcodeType.ITF, "123", "0123"],
    [BarcodeType.UPC_E, "123", "0000123"],
    [BarcodeType.GS1_128, "S0001", "(90)S0001"],
    [BarcodeType.GS1_128, "S(1)", null],
    [BarcodeType.QR_CODE, "学籍001", "学籍001"],
    [BarcodeType.MAXICODE, "学籍001", null],
  ])("type %i, %s → %s", (type, id, text) => expect(barcodeText(type, id)).toBe(text));
});
