import { describe, expect, it } from "vitest";
import {
  MEMBER_FIELDS,
  memberFieldProperty,
  memberFieldSpec,
  parseCalendarDate,
  parseMemberField,
  validityPeriodError,
} from "./member-fields";

describe("parseMemberField", () => {
  it.each([
    ["member_id", "Ｓ２０２６０００１", "S20260001"],
    ["name", " 佐藤　太郎 ", "佐藤　太郎"],
    ["name_kana", "ｻﾄｳ ﾀﾛｳ", "サトウ\u3000タロウ"],
    ["gender_cd", "1", "1"],
    ["gender_cd", "女性", "2"],
    ["prefectures_cd", "1", "01"],
    ["prefectures_cd", "東京都", "13"],
    ["birth_date", "2008/4/1", "2008-04-01"],
    ["birth_date", "２００８－０４－０１", "2008-04-01"],
    ["birth_date", "20080401", "2008-04-01"],
    ["birth_date", "2008年4月1日", "2008-04-01"],
    ["grade", "３", 3],
    ["postal_cd", "1000001", "100-0001"],
    ["postal_cd", "100-0001", "100-0001"],
    ["mobile_tel_no", "090-1234-5678", "090-1234-5678"],
    ["mail_address", "taro@example.jp", "taro@example.jp"],
    ["is_dormitory", "○", true],
    ["is_dormitory", "いいえ", false],
    ["is_dormitory", "", false],
    ["address1", "", null],
    ["admission_type", "2", "2"],
    ["admission_type", "一般", "2"],
    ["application_type", "併願", "2"],
    ["alma_mater_graduation_type", "卒業見込", "2"],
  ] as const)("%s %j → %j", (field, raw, expected) => {
    expect(parseMemberField(field, raw)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["member_id", "", "入力してください"],
    ["name", "　", "入力してください"],
    ["name_kana", "さとう", "全角カタカナで入力してください"],
    ["gender_cd", "3", "0（不明）、1（男性）、2（女性）、9（適用不能）のいずれかで入力してください"],
    ["birth_date", "2025-02-30", "日付はyyyy/MM/ddの形式で入力してください"],
    ["grade", "1.5", "半角数字で入力してください"],
    ["postal_cd", "12-345", "郵便番号は「123-4567」の形式で入力してください"],
    ["mail_address", "taro@", "メールアドレスの形式で入力してください"],
    ["is_dormitory", "たぶん", "1/0、はい/いいえ、○/空欄のいずれかで入力してください"],
    ["member_id", "あ", "半角英数字記号で入力してください"],
  ] as const)("%s %j is refused", (field, raw, message) => {
    const parsed = parseMemberField(field, raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toBe(message);
  });

  it("honours a field the organisation made required", () => {
    expect(parseMemberField("mail_address", "", true)).toEqual({ ok: false, message: "入力してください" });
  });

  it("checks maximum lengths", () => {
    expect(parseMemberField("name", "あ".repeat(101)).ok).toBe(false);
    expect(parseMemberField("name", "あ".repeat(100)).ok).toBe(true);
  });
});

describe("admission codes", () => {
  it("names 入学区分, 出願区分 and 出身校卒業区分 so screens and exports show labels, not codes", () => {
    const labels = (field: string) => memberFieldSpec(field)?.choices?.map((c) => `${c.value} ${c.label}`);
    expect(labels("admission_type")).toEqual(["1 推薦", "2 一般", "3 帰国生", "4 留学生", "9 その他"]);
    expect(labels("application_type")).toEqual(["1 専願", "2 併願", "9 その他"]);
    expect(labels("alma_mater_graduation_type")).toEqual(["1 卒業", "2 卒業見込", "9 その他"]);
  });
});

describe("helpers", () => {
  it("lists every §3.3 field once, in order", () => {
    expect(MEMBER_FIELDS).toHaveLength(39);
    expect(MEMBER_FIELDS[0]?.fieldName).toBe("member_id");
    expect(MEMBER_FIELDS.at(-1)?.fieldName).toBe("application_type");
  });
  it("maps field names to properties", () => {
    expect(memberFieldProperty("examinees_no_last_4_digits")).toBe("examineesNoLast4Digits");
    expect(memberFieldProperty("mail_address1")).toBe("mailAddress1");
  });
  it("checks calendar dates and the validity period", () => {
    expect(parseCalendarDate("2024-02-29")).toBe("2024-02-29");
    expect(parseCalendarDate("2023-02-29")).toBeNull();
    expect(validityPeriodError("2026-04-01", "2026-03-31")).toBe(
      "終了日は開始日以降の日付を入力してください",
    );
    expect(validityPeriodError("2026-04-01", null)).toBeNull();
  });
});
