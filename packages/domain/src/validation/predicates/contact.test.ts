import { describe, expect, it } from "vitest";
import { isEmail, isFax, isIPv4, isPostalCode, isTel, isUrl } from "./contact";

describe("isEmail", () => {
  it.each([
    ["taro@example.com", true],
    ["taro.yamada+tag@mail.example.co.jp", true],
    ["a!#$%&'*+/=?^_`{|}~-@example.jp", true],
    ["taro..yamada.@docomo.ne.jp", true], // legacy carrier address
    ["TARO@EXAMPLE.COM", true],
    ["taro@example", false], // no dot in the domain
    ["taro@@example.com", false],
    ["taro@-example.com", false],
    ["taro@example-.com", false],
    ["@example.com", false],
    ["taro@", false],
    ["taro yamada@example.com", false],
    ["たろう@example.com", false],
    ["ｔａｒｏ@example.com", false], // full-width letters
    ["taro＠example.com", false], // full-width at sign
    ["taro@例え.jp", false],
    ["taro(x)@example.com", false],
  ])("%j → %s", (value, expected) => expect(isEmail(value)).toBe(expected));

  it("rejects addresses longer than 254 characters", () => {
    expect(isEmail(`${"a".repeat(64)}@${"b".repeat(185)}.com`)).toBe(true);
    expect(isEmail(`${"a".repeat(64)}@${"b".repeat(186)}.com`)).toBe(false);
  });
});

const telCases: [string, boolean, boolean][] = [
  // value, valid tel, valid fax
  ["03-1234-5678", true, true], // Tokyo, 2-digit area code
  ["0312345678", true, true],
  ["06-6123-4567", true, true], // Osaka
  ["045-123-4567", true, true], // 3-digit area code
  ["0466-12-3456", true, true], // 4-digit area code
  ["01267-2-3456", true, true], // 5-digit area code
  ["090-1234-5678", true, false], // mobile
  ["08012345678", true, false],
  ["070-1234-5678", true, false],
  ["050-1234-5678", true, true], // IP phone
  ["05012345678", true, true],
  ["0120-123-456", true, true], // free dial
  ["0120123456", true, true],
  ["0800-123-4567", true, true],
  ["08001234567", true, true],
  ["0570-123-456", true, false], // navi dial
  ["03-1234-567", false, false], // too short
  ["03-12345-678", false, false], // groups in the wrong place
  ["031-234-5678", true, true], // 3-digit area code grouping, still 10 digits
  ["0312-345-678", false, false], // last group must be 4 digits
  ["03-1234-56789", false, false],
  ["090-123-45678", false, false],
  ["090-12345678", false, false], // one hyphen only
  ["0901234567", false, false], // 10-digit 090 does not exist
  ["0501234567", false, false],
  ["1234567890", false, false], // no leading 0
  ["００３-１２３４-５６７８", false, false], // full-width digits
  ["03(1234)5678", false, false],
  ["+81-3-1234-5678", false, false],
  ["03 1234 5678", false, false],
  ["", false, false],
];

describe("isTel / isFax (Japanese numbering)", () => {
  it.each(telCases)("%j → tel %s, fax %s", (value, tel, fax) => {
    expect(isTel(value)).toBe(tel);
    expect(isFax(value)).toBe(fax);
  });
});

describe("isPostalCode", () => {
  it.each([
    ["123-4567", true],
    ["000-0000", true],
    ["1234567", false],
    ["１２３-４５６７", false],
    ["123ー4567", false],
    ["12-34567", false],
    ["123-456", false],
    ["〒123-4567", false],
  ])("%j → %s", (value, expected) => expect(isPostalCode(value)).toBe(expected));
});

describe("isUrl", () => {
  it.each([
    ["https://example.com", true],
    ["http://example.com/path?q=1#top", true],
    ["https://sub.example.co.jp:8443/a/b", true],
    ["http://localhost:3000", true],
    ["HTTPS://EXAMPLE.COM", true],
    ["ftp://example.com", false],
    ["javascript:alert(1)", false],
    ["//example.com", false],
    ["example.com", false],
    ["https://", false],
    ["https://exa mple.com", false],
    ["https://例え.jp", false],
    ["ｈｔｔｐｓ://example.com", false],
  ])("%j → %s", (value, expected) => expect(isUrl(value)).toBe(expected));
});

describe("isIPv4", () => {
  it.each([
    ["0.0.0.0", true],
    ["255.255.255.255", true],
    ["192.168.0.1", true],
    ["10.0.0.254", true],
    ["256.1.1.1", false],
    ["1.2.3.256", false],
    ["01.2.3.4", false], // leading zero
    ["1.2.3.04", false],
    ["1.2.3", false],
    ["1.2.3.4.5", false],
    ["1.2.3.", false],
    ["a.b.c.d", false],
    ["１.２.３.４", false],
    [" 1.2.3.4", false],
  ])("%j → %s", (value, expected) => expect(isIPv4(value)).toBe(expected));
});
