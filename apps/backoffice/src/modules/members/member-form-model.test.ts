import { describe, expect, it } from "vitest";
import { hierarchySearchOptions, levelOptions, withLevel } from "./hierarchy-options";
import { emptyForm, fieldSetting, toWriteBody, validateMemberForm } from "./member-form-model";
import { testOptions } from "./members-screen.testing";

const { importFields, attributes, hierarchy } = testOptions;

describe("member form model", () => {
  it("reads the organisation's settings: titles, hidden fields, required marks", () => {
    expect(fieldSetting(importFields, "member_id")).toEqual({
      visible: true,
      label: "学籍番号",
      required: true,
    });
    expect(fieldSetting(importFields, "fax_no").visible).toBe(false);
    expect(fieldSetting(importFields, "mail_address").required).toBe(true);
    // Not in the list at all: the organisation does not use it.
    expect(fieldSetting(importFields, "tel_no").visible).toBe(false);
    // No settings at all: every field, with the platform's titles.
    expect(fieldSetting([], "tel_no")).toEqual({ visible: true, label: "電話番号", required: false });
  });

  it("checks every visible field and attribute with the shared parsers", () => {
    const values = emptyForm(attributes);
    values.fields = { ...values.fields, member_id: "S1", name: "", name_kana: "ﾔﾏﾀﾞ", fax_no: "x" };
    values.attributes.club = "野球部";
    expect(validateMemberForm(values, importFields, attributes)).toEqual({
      name: "入力してください",
      mail_address: "入力してください",
      "attributes.club": "選択肢の中から選択してください",
    });
  });

  it("sends only the fields in use, and a transfer reason only with a leaving status", () => {
    const values = emptyForm(attributes);
    values.fields.member_id = "S1";
    values.transferReason = "2";
    const body = toWriteBody(values, importFields);
    expect(body).not.toHaveProperty("fax_no");
    expect(body).toMatchObject({
      member_id: "S1",
      enrollmentStatus: 1,
      transferReason: null,
      status: "AVAILABLE",
    });
    expect(toWriteBody({ ...values, enrollmentStatus: "3" }, importFields).transferReason).toBe(2);
  });

  it("offers the hierarchy as paths and levels as children of the level above", () => {
    expect(hierarchySearchOptions(hierarchy).map((o) => o.label)).toEqual([
      "普通科",
      "普通科 › 1年",
      "普通科 › 1年 › A組",
      "普通科 › 旧課程",
    ]);
    expect(levelOptions(hierarchy, "FUTSU", "").map((o) => o.value)).toEqual(["F1"]);
    expect(levelOptions(hierarchy, "FUTSU", "OLD").map((o) => o.value)).toEqual(["F1", "OLD"]);
    expect(levelOptions(hierarchy, null, "")).toEqual([]);
    expect(
      withLevel({ division_cd: "FUTSU", section_cd: "F1", subsection_cd: "F1A" }, 0, "RIKA"),
    ).toMatchObject({
      division_cd: "RIKA",
      section_cd: "",
      subsection_cd: "",
    });
  });
});
