import { describe, expect, it } from "vitest";
import { groupSecret, isTotpCode, parseOtpauthUrl } from "./otpauth";

describe("isTotpCode", () => {
  it.each([
    ["123456", true],
    ["000000", true],
    ["12345", false],
    ["1234567", false],
    ["12345a", false],
    ["１２３４５６", false], // full-width digits are not accepted (half-width only)
    ["", false],
  ])("%j → %j", (code, expected) => {
    expect(isTotpCode(code)).toBe(expected);
  });
});

describe("parseOtpauthUrl", () => {
  it.each([
    [
      "otpauth://totp/Gakumu:admin01?secret=JBSWY3DPEHPK3PXP&issuer=Gakumu",
      { secret: "JBSWY3DPEHPK3PXP", issuer: "Gakumu", account: "admin01" },
    ],
    [
      "otpauth://totp/%E5%AD%A6%E5%8B%99%3Ayamada?secret=jbsw%20y3dp&digits=6",
      { secret: "JBSWY3DP", issuer: "学務", account: "yamada" },
    ],
    ["otpauth://totp/admin?secret=ABCD", { secret: "ABCD", account: "admin" }],
    ["otpauth://totp/admin", null],
    ["https://example.com/?secret=ABCD", null],
    ["", null],
    [null, null],
  ])("%j", (url, expected) => {
    expect(parseOtpauthUrl(url)).toEqual(expected);
  });
});

describe("groupSecret", () => {
  it.each([
    ["JBSWY3DPEHPK3PXP", "JBSW Y3DP EHPK 3PXP"],
    ["ABCDEF", "ABCD EF"],
    ["ABCD", "ABCD"],
  ])("%j → %j", (secret, expected) => {
    expect(groupSecret(secret)).toBe(expected);
  });
});
