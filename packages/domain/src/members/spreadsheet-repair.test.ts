import { describe, expect, it } from "vitest";
import {
  parseImportedMemberField,
  restoreDateSerial,
  restoreLevelCode,
  restorePostalCode,
  restoreTelNumber,
} from "./spreadsheet-repair";

const zero = (text: string) => ({ text, message: `先頭の0が欠けていたため ${text} として読み込みました` });

describe("restoreTelNumber", () => {
  it.each([
    ["9012345678", zero("09012345678")], // mobile 090
    ["8012345678", zero("08012345678")],
    ["5012345678", zero("05012345678")], // IP phone 050
    ["312345678", zero("0312345678")], // Tokyo fixed line
    ["120123456", zero("0120123456")], // free dial
    ["1234567890", null], // 01234567890 is no Japanese number
    ["90123456", null], // too short
    ["09012345678", null], // nothing missing
    ["90-1234-5678", null], // typed text, not a number a spreadsheet changed
  ])("%s → %j", (text, restored) => {
    expect(restoreTelNumber(text)).toEqual(restored);
  });

  it("restores a fax number only to what can take a fax", () => {
    expect(restoreTelNumber("312345678", true)).toEqual(zero("0312345678"));
    expect(restoreTelNumber("9012345678", true)).toBeNull();
  });
});

describe("restorePostalCode", () => {
  it.each([
    ["123456", zero("012-3456")],
    ["600001", zero("060-0001")],
    ["12-3456", zero("012-3456")],
    ["1234567", null], // 7 digits: read by the postal rule itself
    ["12345", null],
    ["1-23456", null],
  ])("%s → %j", (text, restored) => {
    expect(restorePostalCode(text)).toEqual(restored);
  });
});

describe("restoreDateSerial", () => {
  it.each([
    ["45000", "2023-03-15", "2023/03/15"],
    ["46113", "2026-04-01", "2026/04/01"],
    ["61", "1900-03-01", "1900/03/01"],
  ])("%s → %s", (text, iso, shown) => {
    expect(restoreDateSerial(text)).toEqual({
      text: iso,
      message: `日付がシリアル値（${text}）になっていたため ${shown} として読み込みました`,
    });
  });

  it.each(["0", "60", "20260401", "2958466", "45000.5", "2024/4/1"])("leaves %s", (text) => {
    expect(restoreDateSerial(text)).toBeNull();
  });
});

describe("restoreLevelCode", () => {
  it.each([
    ["1", ["01", "02", "03"], zero("01")],
    ["1", ["01", "A1", "10"], zero("01")], // widths differ, still one 0-led match
    ["12", ["012", "013"], zero("012")],
    ["1", ["001", "002"], zero("001")],
    ["1", ["01", "001"], null], // two could have become 1
    ["1", ["11", "21"], null], // no 0-led code
    ["01", ["01", "02"], null], // nothing lost (the code itself is there)
    ["A1", ["0A1"], null], // only digits lose zeros
    ["4", ["01", "02"], null],
  ] as const)("%s among %j → %j", (code, candidates, restored) => {
    expect(restoreLevelCode(code, candidates)).toEqual(restored);
  });
});

describe("parseImportedMemberField", () => {
  it.each([
    [
      "mobile_tel_no",
      "9012345678",
      "09012345678",
      "先頭の0が欠けていたため 09012345678 として読み込みました",
    ],
    [
      "tel_no",
      "９０１２３４５６７８",
      "09012345678",
      "先頭の0が欠けていたため 09012345678 として読み込みました",
    ],
    ["postal_cd", "123456", "012-3456", "先頭の0が欠けていたため 012-3456 として読み込みました"],
    [
      "birth_date",
      "45000",
      "2023-03-15",
      "日付がシリアル値（45000）になっていたため 2023/03/15 として読み込みました",
    ],
  ])("%s %j → %j, with a note", (field, raw, value, message) => {
    expect(parseImportedMemberField(field, raw)).toEqual({
      ok: true,
      value,
      restored: { text: value, message },
    });
  });

  it.each([
    ["mobile_tel_no", "090-1234-5678", "090-1234-5678"],
    ["postal_cd", "0123456", "012-3456"],
    ["birth_date", "2024/4/1", "2024-04-01"],
  ])("%s %j is read as it stands, without a note", (field, raw, value) => {
    expect(parseImportedMemberField(field, raw)).toEqual({ ok: true, value });
  });

  it("keeps the field's own refusal when nothing sensible can be restored", () => {
    expect(parseImportedMemberField("mobile_tel_no", "1234567890")).toMatchObject({ ok: false });
    expect(parseImportedMemberField("fax_no", "9012345678")).toMatchObject({ ok: false });
    expect(parseImportedMemberField("name", "")).toMatchObject({ ok: false });
  });
});
