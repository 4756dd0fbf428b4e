import { afterEach, describe, expect, it } from "vitest";
import { FormItemType } from "../codes/form";
import { setDomainLocale } from "../i18n/format";
import { item, messageOf } from "./answer-test-items.testing";
import { checkAnswerValue } from "./answer-values";
import { formsMessage } from "./form-messages";
import type { FormItemTypeCode } from "./item-settings";

// Every item type of spec §3.4, left empty: the message a required item gives, and null when optional.
const EMPTY_REQUIRED: Record<FormItemTypeCode, string> = {
  TEXT_SINGLE: "入力してください",
  TEXT_MULTI: "入力してください",
  NUMBER: "入力してください",
  DATE: "入力してください",
  SELECT: "選択してください",
  MULTIPLE: "選択してください",
  LIST: "選択してください",
  UPLOAD: "ファイルを添付してください",
  TEL_NO: "入力してください",
  MAIL_ADDRESS: "入力してください",
  ADDRESS: "入力してください",
  SCHOOL: "入力してください",
  DIVISION: "選択してください",
  PLAN_DATE: "選択してください",
  PLAN_DATE_LIST: "選択してください",
  DATETIME: "入力してください",
  DIVISION_SELECT: "選択してください",
  CHECKBOX: "チェックを入れてください",
  FACE_PHOTO: "ファイルを添付してください",
  OC_DATE_LIST: "選択してください",
};

describe("every item type left empty", () => {
  it.each(FormItemType.codes)("%s", (type) => {
    expect(messageOf(checkAnswerValue(item(type, { required: true }), undefined))).toBe(EMPTY_REQUIRED[type]);
    const optional = checkAnswerValue(item(type), undefined);
    expect(optional).toEqual({ ok: true, value: type === "CHECKBOX" ? false : null });
  });
});

describe("forms messages", () => {
  afterEach(() => setDomainLocale("ja"));

  it("follow the domain locale", () => {
    expect(formsMessage("selectMax", { max: 3 })).toBe("3個以内で選択してください");
    setDomainLocale("en");
    expect(formsMessage("selectMax", { max: 3 })).toBe("Please select at most 3");
    expect(messageOf(checkAnswerValue(item("CHECKBOX", { required: true }), false))).toBe(
      "Please check this box",
    );
  });
});
