import { describe, expect, it } from "vitest";
import { draftFor, payloadOf, validateDraft } from "./proxy-form";

const member = {
  memberId: 7,
  memberCode: "S2026000001",
  name: "佐藤 太郎",
  nameKana: "サトウ タロウ",
  grade: 1,
  values: {
    mobile_tel_no: "090-1111-2222",
    postal_cd: "160-0022",
    prefectures_cd: "13",
    address1: "新宿区",
    address2: null,
  },
};

describe("proxy request form", () => {
  it("starts a change from the member's current values", () => {
    expect(draftFor("UPDATE_ADDRESS", member).values).toEqual({
      postal_cd: "160-0022",
      prefectures_cd: "13",
      address1: "新宿区",
      address2: "",
    });
    expect(draftFor("ISSUE_ENROLLMENT_CERTIFICATE", member)).toEqual({
      requestType: "ISSUE_ENROLLMENT_CERTIFICATE",
      values: {},
      purpose: "",
      copies: 1,
    });
  });

  it("gives the server's messages for wrong values", () => {
    const draft = draftFor("UPDATE_MOBILE_TEL", null);
    expect(validateDraft(draft)).toEqual({ mobile_tel_no: "携帯電話番号：入力してください" });
    expect(validateDraft({ ...draft, values: { mobile_tel_no: "abc" } })).toEqual({
      mobile_tel_no: "携帯電話番号：電話番号の形式で入力してください",
    });
    const certificate = draftFor("ISSUE_GRADUATION_CERTIFICATE", null);
    expect(validateDraft({ ...certificate, copies: 0 })).toEqual({
      purpose: "使用目的を入力してください",
      copies: "部数は1から10の範囲で入力してください",
    });
  });

  it("sends the type's payload", () => {
    expect(
      payloadOf({ ...draftFor("ISSUE_GRADUATION_CERTIFICATE", null), purpose: " 就職 ", copies: 2 }),
    ).toEqual({
      purpose: "就職",
      copies: 2,
    });
    expect(payloadOf(draftFor("UPDATE_MOBILE_TEL", member))).toEqual({ mobile_tel_no: "090-1111-2222" });
  });
});
