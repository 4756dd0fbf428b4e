import { describe, expect, it } from "vitest";
import {
  checkPasswordRule,
  generatePassword,
  hashPassword,
  PASSWORD_RULE_MESSAGE,
  verifyPassword,
} from "./password";

describe("password hashing", () => {
  it("stores scrypt parameters, salt and hash, and verifies only the right password", async () => {
    const stored = await hashPassword("Gakumu-demo1");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("Gakumu-demo1", stored)).toBe(true);
    expect(await verifyPassword("Gakumu-demo2", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("Same-pass1"), hashPassword("Same-pass1")]);
    expect(a).not.toBe(b);
  });

  it("verifies with the parameters written in the string, so cheaper old hashes still work", async () => {
    // A hash made with N = 1024 by hand, as an earlier setting would have stored it.
    const { scryptSync } = await import("node:crypto");
    const salt = Buffer.from("0123456789abcdef");
    const hash = scryptSync("Old-secret1", salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString("base64")}$${hash.toString("base64")}`;
    expect(await verifyPassword("Old-secret1", stored)).toBe(true);
    expect(await verifyPassword("Old-secret2", stored)).toBe(false);
  });

  it("rejects malformed stored strings instead of throwing", async () => {
    for (const stored of [
      "",
      "plain",
      "bcrypt$1$2$3$4$5",
      "scrypt$x$8$1$c2FsdA==$aGFzaA==",
      "scrypt$1024$8$1$$",
    ]) {
      expect(await verifyPassword("Anything-1", stored)).toBe(false);
    }
  });
});

describe("password rule", () => {
  it.each([
    ["Gakumu-demo1", null],
    ["Abcdefg1", null], // upper, lower, digit
    ["abcdef1!", null], // lower, digit, symbol
    ["ABCDEF1!", null], // upper, digit, symbol
    ["Abc1!", PASSWORD_RULE_MESSAGE], // too short
    ["abcdefgh", PASSWORD_RULE_MESSAGE], // one kind
    ["abcd1234", PASSWORD_RULE_MESSAGE], // two kinds
    ["Ａｂｃｄ１２３４", PASSWORD_RULE_MESSAGE], // full-width
  ])("%s → %s", (password, expected) => {
    expect(checkPasswordRule(password)).toBe(expected);
  });

  it("says the rule in Japanese", () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください",
    );
  });

  it("refuses absurdly long passwords before hashing them", () => {
    expect(checkPasswordRule(`Aa1!${"x".repeat(200)}`)).toBe("パスワードは128文字以内で入力してください");
  });

  it("generates passwords that satisfy the rule", () => {
    const generated = Array.from({ length: 200 }, () => generatePassword());
    for (const p of generated) {
      expect(p).toHaveLength(16);
      expect(checkPasswordRule(p)).toBeNull();
    }
    expect(new Set(generated).size).toBe(generated.length);
  });
});
