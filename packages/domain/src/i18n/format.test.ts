import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { required } from "../validation/rules/text";
import { formatMessage, getDomainLocale, isMessageKey, setDomainLocale } from "./format";
import { messagesEn } from "./messages.en";
import { messagesJa } from "./messages.ja";

afterEach(() => setDomainLocale("ja"));

describe("formatMessage", () => {
  it("defaults to Japanese", () => {
    expect(getDomainLocale()).toBe("ja");
    expect(formatMessage("validation.required")).toBe("入力してください");
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(formatMessage("validation.lengthBetween", { min: 2, max: 10 })).toBe(
      "2文字以上10文字以内で入力してください",
    );
    expect(formatMessage("validation.requiredField")).toBe("{field}を入力してください");
  });

  it("takes an explicit locale", () => {
    expect(formatMessage("validation.requiredField", { field: "name" }, "en")).toBe("Please enter name");
  });

  it("switches validators and Zod's own messages with setDomainLocale", () => {
    setDomainLocale("en");
    expect(required()("")).toBe("Please enter a value");
    expect(z.number().safeParse("x").error?.issues[0]?.message).toMatch(/expected number/i);
    setDomainLocale("ja");
    expect(required()("")).toBe("入力してください");
    expect(z.number().safeParse("x").error?.issues[0]?.message).toMatch(/数値/);
  });

  it("recognises keys", () => {
    expect(isMessageKey("validation.email")).toBe(true);
    expect(isMessageKey("nope")).toBe(false);
  });
});

describe("catalogues", () => {
  it("have the same keys and no empty text", () => {
    expect(Object.keys(messagesEn).sort()).toEqual(Object.keys(messagesJa).sort());
    for (const text of [...Object.values(messagesJa), ...Object.values(messagesEn)])
      expect(text.trim()).not.toBe("");
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(messagesJa) as (keyof typeof messagesJa)[]) {
      expect(placeholders(messagesEn[key]), key).toEqual(placeholders(messagesJa[key]));
    }
  });

  it("pins the spec's Japanese validator messages", () => {
    expect(messagesJa["validation.required"]).toBe("入力してください");
    expect(messagesJa["validation.selectRequired"]).toBe("選択してください");
    expect(messagesJa["validation.password"]).toBe(
      "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください",
    );
    expect(messagesJa["validation.email"]).toBe("メールアドレスの形式で入力してください");
    expect(messagesJa["validation.passwordMismatch"]).toBe("パスワードが一致しません");
    expect(messagesJa["validation.verificationCodeRequired"]).toBe("認証コードを入力してください");
    expect(messagesJa["validation.totpCode"]).toBe("6桁の数字を入力してください");
  });
});
