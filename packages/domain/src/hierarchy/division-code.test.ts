import { describe, expect, it } from "vitest";
import { validate } from "../validation/rule";
import {
  divisionCdRules,
  isReservedDivisionCd,
  newDivisionCdField,
  RESERVED_DIVISION_CD_MESSAGE,
} from "./division-code";

describe("division codes", () => {
  it.each([
    ["0", true],
    ["00", true],
    ["000", true],
    ["01", false],
    ["10", false],
    ["D0", false],
    ["", false],
  ])("%j reserved: %s", (code, reserved) => {
    expect(isReservedDivisionCd(code)).toBe(reserved);
  });

  it.each([
    ["D1", null],
    ["01", null],
    ["0", RESERVED_DIVISION_CD_MESSAGE],
    ["000", RESERVED_DIVISION_CD_MESSAGE],
    ["", "所属コードを入力してください"],
    ["A-1", "所属コードは半角英数字で入力してください"],
  ])("%j → %j", (code, message) => {
    expect(validate(code, ...divisionCdRules)).toBe(message);
  });

  it("refuses the root sentinel through the Zod schema with the same Japanese message", () => {
    const result = newDivisionCdField.safeParse("0");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(RESERVED_DIVISION_CD_MESSAGE);
    expect(newDivisionCdField.parse("D1")).toBe("D1");
  });
});
