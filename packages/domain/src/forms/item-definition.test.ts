import { describe, expect, it } from "vitest";
import { FormItemType } from "../codes/form";
import { formItemDefinitionSchema } from "./item-definition";
import { allowedFileTypes, formFileTypeOfMime, ITEM_TYPE_SETTINGS } from "./item-settings";

const everything = {
  itemKey: "q1",
  label: " 志望学科 ",
  helpText: "第一志望を選んでください",
  required: true,
  validation: {
    minLength: 1,
    maxLength: 20,
    format: "kana",
    minValue: 1,
    maxValue: 9,
    decimalDigits: 1,
    minDate: "2026-01-01",
    maxDate: "2026-12-31",
    minSelect: 1,
    maxSelect: 2,
    maxFiles: 3,
  },
  choices: [{ value: "1", label: "普通科" }, { label: "商業科" }],
  fileTypes: [4, 1, 4],
  maxFileSizeMb: 5,
  divisionSource: { depth: 2, parentDivisionCd: "D1" },
  condition: { itemKey: "q0", operator: "EQUALS", value: "1" },
  applicantName: true,
};

const parse = (itemType: string, over: object = {}) =>
  formItemDefinitionSchema.safeParse({ ...everything, itemType, ...over });

describe("item definition", () => {
  it("keeps only the settings its type uses", () => {
    expect(parse("TEXT_SINGLE").data).toEqual({
      itemKey: "q1",
      itemType: "TEXT_SINGLE",
      label: "志望学科",
      helpText: "第一志望を選んでください",
      required: true,
      validation: { minLength: 1, maxLength: 20, format: "kana" },
      choices: [],
      fileTypes: [],
      maxFileSizeMb: null,
      divisionSource: null,
      condition: { itemKey: "q0", operator: "EQUALS", value: "1" },
      applicantName: true,
    });
    expect(parse("MULTIPLE").data).toMatchObject({
      validation: { minSelect: 1, maxSelect: 2 },
      choices: [
        { value: "1", label: "普通科" },
        { value: "商業科", label: "商業科" },
      ],
    });
    expect(parse("NUMBER").data?.validation).toEqual({ minValue: 1, maxValue: 9, decimalDigits: 1 });
    expect(parse("UPLOAD").data).toMatchObject({
      validation: { maxFiles: 3 },
      fileTypes: [1, 4],
      maxFileSizeMb: 5,
    });
    expect(parse("FACE_PHOTO").data).toMatchObject({ validation: {}, fileTypes: [], maxFileSizeMb: 5 });
    expect(parse("DIVISION").data).toMatchObject({
      divisionSource: { depth: 2, parentDivisionCd: "D1" },
      choices: [],
    });
    expect(parse("CHECKBOX").data).toMatchObject({ validation: {}, choices: [], divisionSource: null });
    // Only a one-line text can be the applicant's name.
    expect(parse("TEXT_MULTI").data?.applicantName).toBe(false);
    expect(parse("MAIL_ADDRESS").data?.applicantName).toBe(false);
  });

  it("fills defaults for a minimal item, with a division source for DIVISION", () => {
    const minimal = formItemDefinitionSchema.parse({ itemType: "DIVISION", label: "学科" });
    expect(minimal).toEqual({
      itemType: "DIVISION",
      label: "学科",
      helpText: "",
      required: false,
      validation: {},
      choices: [],
      fileTypes: [],
      maxFileSizeMb: null,
      divisionSource: { depth: 1, parentDivisionCd: null },
      condition: null,
      applicantName: false,
    });
  });

  it.each([
    [{ label: "" }, ["label"], "項目名を入力してください"],
    [{ itemType: "RADIO" }, ["itemType"], "選択肢の中から選択してください"],
    [
      { itemKey: "設問1" },
      ["itemKey"],
      "項目キーは半角英数字・ハイフン・アンダースコアの40文字以内で入力してください",
    ],
    [
      { validation: { minLength: 5, maxLength: 2 } },
      ["validation", "maxLength"],
      "最小値は最大値以下にしてください",
    ],
    [{ validation: { maxLength: 0 } }, ["validation", "maxLength"], "1から10000の範囲で入力してください"],
    [{ validation: { minLength: 1.5 } }, ["validation", "minLength"], "整数で入力してください"],
    [{ validation: { format: "zip" } }, ["validation", "format"], "選択肢の中から選択してください"],
    [{ maxFileSizeMb: 21 }, ["maxFileSizeMb"], "1から20の範囲で入力してください"],
    [{ fileTypes: [5] }, ["fileTypes", 0], "選択肢の中から選択してください"],
    [{ divisionSource: { depth: 6 } }, ["divisionSource", "depth"], "1から5の範囲で入力してください"],
    [
      { condition: { itemKey: "q0", operator: "LIKE", value: "1" } },
      ["condition", "operator"],
      "選択肢の中から選択してください",
    ],
  ])("refuses %j", (over, path, message) => {
    const result = parse("TEXT_SINGLE", over);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toContainEqual([path, message]);
  });

  it("refuses repeated choices and candidate dates that are not dates", () => {
    const duplicate = parse("SELECT", {
      choices: [
        { value: "1", label: "A" },
        { value: "1", label: "B" },
      ],
    });
    expect(duplicate.error?.issues).toMatchObject([
      { path: ["choices", 1, "value"], message: "同じ選択肢が重複しています" },
    ]);
    const dates = parse("PLAN_DATE", {
      choices: [{ value: "2026-08-01", label: "8/1" }, { label: "8月2日" }],
    });
    expect(dates.error?.issues).toMatchObject([
      { path: ["choices", 1, "value"], message: "日付はyyyy-MM-ddの形式で入力してください" },
    ]);
    const minOverMax = parse("MULTIPLE", { validation: { minSelect: 3, maxSelect: 2 } });
    expect(minOverMax.error?.issues).toMatchObject([{ path: ["validation", "maxSelect"] }]);
    // A setting the type does not use is dropped, not checked.
    expect(parse("TEXT_SINGLE", { validation: { minSelect: 3, maxSelect: 2 } }).success).toBe(true);
  });

  it("knows the settings of every item type", () => {
    expect(Object.keys(ITEM_TYPE_SETTINGS)).toEqual(FormItemType.codes);
  });
});

describe("files", () => {
  it.each([
    ["application/pdf", 4],
    ["image/jpeg", 1],
    ["IMAGE/PNG; charset=binary", 1],
    ["audio/mpeg", 2],
    ["video/mp4", 3],
    ["application/x-msdownload", null],
    ["", null],
  ])("%s → %s", (mime, type) => expect(formFileTypeOfMime(mime)).toBe(type));

  it("allows images only for a face photo, and everything when an upload names no kind", () => {
    expect(allowedFileTypes("FACE_PHOTO", [4])).toEqual([1]);
    expect(allowedFileTypes("UPLOAD", [])).toEqual([1, 2, 3, 4]);
    expect(allowedFileTypes("UPLOAD", [4])).toEqual([4]);
  });
});
