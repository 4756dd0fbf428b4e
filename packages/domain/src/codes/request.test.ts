import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import { CommuteStatus, RequestStatus, RequestType, TimeManagementStatus } from "./request";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("request codes", () => {
  it("RequestStatus", () => {
    expect(rows(RequestStatus)).toEqual([
      ["WAITING", 1, "承認待ち"],
      ["APPROVED", 2, "承認済み"],
      ["REJECTED", 3, "却下"],
      ["ISSUED", 4, "発行済み"],
      ["PAID", 5, "支払済み"],
      ["CANCELED", 9, "取消"],
    ]);
  });

  it("RequestType", () => {
    expect(rows(RequestType)).toEqual([
      ["UPDATE_MOBILE_TEL", "UPDATE_MOBILE_TEL", "携帯電話番号変更"],
      ["UPDATE_ADDRESS", "UPDATE_ADDRESS", "住所変更"],
      ["UPDATE_NAME", "UPDATE_NAME", "氏名変更"],
      ["UPDATE_MAIL_ADDRESS", "UPDATE_MAIL_ADDRESS", "メールアドレス変更"],
      ["ISSUE_ENROLLMENT_CERTIFICATE", "ISSUE_ENROLLMENT_CERTIFICATE", "在学証明書発行"],
      ["ISSUE_EMPLOYMENT_EXAMINATION", "ISSUE_EMPLOYMENT_EXAMINATION", "就職試験関係書類発行"],
      ["ISSUE_GRADUATION_CERTIFICATE", "ISSUE_GRADUATION_CERTIFICATE", "卒業証明書発行"],
    ]);
  });

  it("CommuteStatus", () => {
    expect(rows(CommuteStatus)).toEqual([
      ["APPROVAL", "APPROVAL", "承認"],
      ["APPLYING", "APPLYING", "申請中"],
      ["REJECTION", "REJECTION", "却下"],
    ]);
  });

  it("TimeManagementStatus", () => {
    expect(rows(TimeManagementStatus)).toEqual([
      ["WAITING", 1, "承認待ち"],
      ["APPROVAL", 2, "承認済み"],
    ]);
  });
});
