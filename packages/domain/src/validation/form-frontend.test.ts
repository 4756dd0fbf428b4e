import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  formPasswordResetSchema,
  formRegistrationSchema,
  formSendResetMailSchema,
  formSignInSchema,
  formSignUpSchema,
  formUserMailAddressSchema,
  totpCodeSchema,
} from "./form-frontend";

const issues = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("form-user mail address", () => {
  it.each([
    ["", "入力してください"],
    ["\u3000", "入力してください"],
    ["taro", "メールアドレスの形式で入力してください"],
    ["たろう@example.com", "メールアドレスの形式で入力してください"],
  ])("%j → %s", (value, message) => {
    expect(issues(formUserMailAddressSchema.safeParse(value))).toEqual([["", message]]);
  });

  it("accepts a valid address", () => {
    expect(formUserMailAddressSchema.parse("taro@example.com")).toBe("taro@example.com");
  });
});

describe("registration and reset", () => {
  const base = { loginId: "taro@example.com", password: "Abcd1234", passwordConfirm: "Abcd1234" };

  it("accepts matching strong passwords", () => {
    expect(formRegistrationSchema.parse(base)).toEqual(base);
  });

  it("rejects a weak password with the spec's message", () => {
    const result = formRegistrationSchema.safeParse({
      ...base,
      password: "abcd1234",
      passwordConfirm: "abcd1234",
    });
    expect(issues(result)).toEqual([
      ["password", "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください"],
    ]);
  });

  it("requires the password and its re-entry", () => {
    const result = formRegistrationSchema.safeParse({ ...base, password: "", passwordConfirm: "" });
    expect(issues(result)).toEqual([
      ["password", "入力してください"],
      ["passwordConfirm", "入力してください"],
    ]);
  });

  it("says passwords differ on the confirmation field", () => {
    const result = formRegistrationSchema.safeParse({ ...base, passwordConfirm: "Abcd12345" });
    expect(issues(result)).toEqual([["passwordConfirm", "パスワードが一致しません"]]);
    const reset = formPasswordResetSchema.safeParse({
      password: "Abcd1234",
      passwordConfirm: "x",
      resetId: "r1",
    });
    expect(issues(reset)).toEqual([["passwordConfirm", "パスワードが一致しません"]]);
  });

  it("requires the reset id", () => {
    const reset = formPasswordResetSchema.safeParse({ password: "Abcd1234", passwordConfirm: "Abcd1234" });
    expect(issues(reset)).toEqual([["resetId", "入力してください"]]);
  });
});

describe("sign-in, sign-up, reset mail, TOTP", () => {
  it("sign-in only requires a password (no complexity check)", () => {
    expect(formSignInSchema.parse({ loginId: "a@b.jp", password: "old" })).toEqual({
      loginId: "a@b.jp",
      password: "old",
    });
    expect(issues(formSignInSchema.safeParse({ loginId: "a@b.jp", password: "" }))).toEqual([
      ["password", "入力してください"],
    ]);
  });

  it("sign-up asks for the verification code", () => {
    expect(issues(formSignUpSchema.safeParse({ loginId: "a@b.jp", verificationCode: "" }))).toEqual([
      ["verificationCode", "認証コードを入力してください"],
    ]);
  });

  it("reset mail needs a mail address", () => {
    expect(issues(formSendResetMailSchema.safeParse({ mailAddress: "" }))).toEqual([
      ["mailAddress", "入力してください"],
    ]);
  });

  it.each([
    ["123456", true],
    ["12345", false],
    ["１２３４５６", false],
    ["", false],
  ])("TOTP %j → %s", (value, ok) => {
    const result = totpCodeSchema.safeParse(value);
    expect(result.success).toBe(ok);
    if (!ok) expect(issues(result)).toEqual([["", "6桁の数字を入力してください"]]);
  });
});
