import { describe, expect, it } from "vitest";
import { isChanged, isCidr, newRow, rowsFromRanges, toRanges, validateIpRangeRows } from "./ip-range-form";

describe("ip range form", () => {
  it.each([
    ["203.0.113.0/24", true],
    ["192.0.2.1", true],
    ["0.0.0.0/0", true],
    ["2001:db8::/32", true],
    ["::1", true],
    ["::ffff:192.0.2.1/128", true],
    ["10.0.0.0/33", false],
    ["2001:db8::/129", false],
    ["10.0.0/8", false],
    ["256.0.0.1", false],
    ["10.0.0.0/", false],
    ["1:2:3:4:5:6:7:8:9", false],
    ["example.jp", false],
  ])("isCidr(%s) is %s", (value, expected) => {
    expect(isCidr(value)).toBe(expected);
  });

  it("reports empty, malformed and duplicate rows, skips blank ones, and sends trimmed values", () => {
    const rows = [
      newRow(" 10.0.0.0/8 ", " 本部 "),
      newRow("", "メモだけ"),
      newRow("10.0.0.0/8"),
      newRow("10.0.0"),
      newRow("", ""),
      newRow("127.0.0.1", "あ".repeat(201)),
    ];
    const errors = validateIpRangeRows(rows);
    expect(Object.values(errors)).toEqual([
      { cidr: "required" },
      { cidr: "duplicate" },
      { cidr: "format" },
      { note: "noteTooLong" },
    ]);
    expect(toRanges([rows[0]!, rows[4]!])).toEqual([{ cidr: "10.0.0.0/8", note: "本部" }]);
  });

  it("tells whether the rows differ from the saved list", () => {
    const saved = [{ cidr: "10.0.0.0/8", note: "本部" }];
    const rows = rowsFromRanges(saved);
    expect(isChanged(rows, saved)).toBe(false);
    expect(isChanged([...rows, newRow()], saved)).toBe(false);
    expect(isChanged([...rows, newRow("127.0.0.1")], saved)).toBe(true);
    expect(isChanged([], saved)).toBe(true);
  });
});
