import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { normalizePostalCd, type PostalCandidate, postalFillOf } from "./postal-address";
import { postalCodeQuerySchema } from "./postal-code-api";

const issues = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

const at = (city: string, town: string, prefectureCd = "13", prefecture = "東京都"): PostalCandidate => ({
  prefectureCd,
  prefecture,
  city,
  town,
});

describe("normalizePostalCd", () => {
  it.each([
    ["104-0061", "104-0061"],
    ["1040061", "104-0061"],
    ["１０４００６１", "104-0061"],
    ["１０４－００６１", "104-0061"],
    ["104ー0061", "104-0061"],
    [" 〒104-0061 ", "104-0061"],
    ["104", "104"],
    ["abc", "abc"],
  ])("%j → %j", (typed, normalized) => {
    expect(normalizePostalCd(typed)).toBe(normalized);
  });
});

describe("postal code query", () => {
  it.each([
    ["104-0061", "104-0061"],
    ["1040061", "104-0061"],
    ["１０４００６１", "104-0061"],
  ])("takes %j as %j", (postalCd, expected) => {
    expect(postalCodeQuerySchema.parse({ postalCd })).toEqual({ postalCd: expected });
  });

  it.each([
    ["104-006", "郵便番号は「123-4567」の形式で入力してください"],
    ["12345678", "郵便番号は「123-4567」の形式で入力してください"],
    ["1O4-0061", "郵便番号は「123-4567」の形式で入力してください"],
    ["", "郵便番号を入力してください"],
  ])("refuses %j with the §5.1 message", (postalCd, message) => {
    expect(issues(postalCodeQuerySchema.safeParse({ postalCd }))).toEqual([["postalCd", message]]);
  });

  it("asks for a missing code", () => {
    expect(issues(postalCodeQuerySchema.safeParse({}))).toEqual([["postalCd", "郵便番号を入力してください"]]);
  });
});

describe("postalFillOf", () => {
  it("fills city and town for one town", () => {
    expect(postalFillOf([at("中央区", "銀座")])).toEqual({
      match: "town",
      prefectureCd: "13",
      address1: "中央区銀座",
    });
  });

  it("stops at the city when several towns share it", () => {
    expect(
      postalFillOf([at("清須市", "春日明河原", "23", "愛知県"), at("清須市", "春日一番割", "23", "愛知県")]),
    ).toEqual({ match: "city", prefectureCd: "23", address1: "清須市" });
  });

  it("stops at the city for a code that names no town", () => {
    expect(postalFillOf([at("千代田区", "")])).toEqual({
      match: "city",
      prefectureCd: "13",
      address1: "千代田区",
    });
  });

  it("fills only the prefecture when the cities differ", () => {
    expect(postalFillOf([at("多摩市", ""), at("稲城市", "")])).toEqual({
      match: "prefecture",
      prefectureCd: "13",
    });
  });

  it("fills nothing across prefectures, and says so apart from an unknown code", () => {
    expect(
      postalFillOf([at("弥富市", "", "23", "愛知県"), at("桑名郡木曽岬町", "", "24", "三重県")]),
    ).toEqual({
      match: "ambiguous",
    });
    expect(postalFillOf([])).toEqual({ match: "none" });
  });
});
