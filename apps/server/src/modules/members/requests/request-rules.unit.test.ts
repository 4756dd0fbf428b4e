import { describe, expect, it } from "vitest";
import { parseCertificatePayload, parseRequestPayload } from "./request-payloads";
import { nextStatuses, transitionError } from "./request-transitions";

describe("request transitions", () => {
  it.each([
    ["UPDATE_ADDRESS", 1, [2, 3, 9]],
    ["UPDATE_ADDRESS", 2, []],
    ["UPDATE_NAME", 3, []],
    ["ISSUE_ENROLLMENT_CERTIFICATE", 1, [2, 3, 9]],
    ["ISSUE_ENROLLMENT_CERTIFICATE", 2, [4, 9]],
    ["ISSUE_GRADUATION_CERTIFICATE", 4, [5]],
    ["ISSUE_EMPLOYMENT_EXAMINATION", 5, []],
    ["ISSUE_EMPLOYMENT_EXAMINATION", 9, []],
  ])("%s in status %i may move to %j", (type, status, next) => {
    expect(nextStatuses(type, status)).toEqual(next);
  });

  it("explains a refused move in Japanese", () => {
    expect(transitionError("UPDATE_MOBILE_TEL", 1, 2)).toBeNull();
    expect(transitionError("UPDATE_MOBILE_TEL", 2, 4)).toBe(
      "「承認済み」の申請を「発行済み」にすることはできません。",
    );
    expect(transitionError("ISSUE_ENROLLMENT_CERTIFICATE", 1, 5)).toBe(
      "「承認待ち」の申請を「支払済み」にすることはできません。",
    );
    expect(transitionError("ISSUE_ENROLLMENT_CERTIFICATE", 3, 3)).toBe("この申請はすでに「却下」です。");
    expect(transitionError("ISSUE_ENROLLMENT_CERTIFICATE", 4, 9)).toBe(
      "「発行済み」の申請を「取消」にすることはできません。",
    );
  });
});

describe("request payloads", () => {
  it("normalises change values as the member screen would and keeps only the type's fields", () => {
    expect(
      parseRequestPayload("UPDATE_ADDRESS", {
        postal_cd: "１６０００２２",
        prefectures_cd: "東京都",
        address1: "新宿区新宿1-1-1",
        address2: "",
        name: "ignored",
      }),
    ).toEqual({
      ok: true,
      payload: { postal_cd: "160-0022", prefectures_cd: "13", address1: "新宿区新宿1-1-1", address2: null },
    });
    expect(parseRequestPayload("UPDATE_NAME", { name: "佐藤　花子", name_kana: "ｻﾄｳ ﾊﾅｺ" })).toEqual({
      ok: true,
      payload: { name: "佐藤　花子", name_kana: "サトウ　ハナコ" },
    });
  });

  it("names the field in each message, and honours the organisation's required fields", () => {
    expect(parseRequestPayload("UPDATE_MOBILE_TEL", { mobile_tel_no: "abc" })).toEqual({
      ok: false,
      details: [{ path: "mobile_tel_no", message: "携帯電話番号：電話番号の形式で入力してください" }],
    });
    expect(parseRequestPayload("UPDATE_MAIL_ADDRESS", {})).toEqual({
      ok: false,
      details: [{ path: "mail_address", message: "メールアドレス：入力してください" }],
    });
    expect(parseRequestPayload("UPDATE_NAME", { name: "山田" }, new Set(["name_kana"]))).toEqual({
      ok: false,
      details: [{ path: "name_kana", message: "氏名カナ：入力してください" }],
    });
  });

  it("asks a certificate for its purpose and 1 to 10 copies", () => {
    expect(parseCertificatePayload({ purpose: " 奨学金申請 ", copies: "2" })).toEqual({
      ok: true,
      payload: { purpose: "奨学金申請", copies: 2 },
    });
    expect(parseCertificatePayload({ purpose: "", copies: 11 })).toEqual({
      ok: false,
      details: [
        { path: "purpose", message: "使用目的を入力してください" },
        { path: "copies", message: "部数は1から10の範囲で入力してください" },
      ],
    });
    expect(parseCertificatePayload({ purpose: "x".repeat(201), copies: 1.5 }).ok).toBe(false);
  });
});
