import { describe, expect, it } from "vitest";
import { formatAnswerValue } from "./answer-format";
import type { AnswerableItem } from "./answer-types";

const item = (itemType: AnswerableItem["itemType"], extra: Partial<AnswerableItem> = {}): AnswerableItem => ({
  itemKey: "k",
  itemType,
  label: "項目",
  required: false,
  validation: {},
  choices: [
    { value: "1", label: "普通科" },
    { value: "2", label: "理数科" },
  ],
  fileTypes: [],
  maxFileSizeMb: null,
  condition: null,
  ...extra,
});

describe("formatAnswerValue", () => {
  it("shows choice labels, not codes", () => {
    expect(formatAnswerValue(item("SELECT"), "2")).toBe("理数科");
    expect(formatAnswerValue(item("MULTIPLE"), ["1", "2"])).toBe("普通科、理数科");
    expect(formatAnswerValue(item("PLAN_DATE_LIST"), ["2", "1"])).toBe("第1希望 理数科、第2希望 普通科");
  });

  it("writes an address with its postal mark and prefecture name", () => {
    const value = { postalCd: "100-0001", prefectureCd: "13", address1: "千代田区千代田1-1", address2: "" };
    expect(formatAnswerValue(item("ADDRESS"), value)).toBe("〒100-0001 東京都千代田区千代田1-1");
  });

  it("lists kept files and leaves out deleted ones", () => {
    const files = [
      { fileId: "a", fileName: "調査書.pdf", mimeType: "application/pdf", size: 1, status: "NONE" },
      { fileId: "b", fileName: "古い.pdf", mimeType: "application/pdf", size: 1, status: "DELETE" },
    ];
    expect(formatAnswerValue(item("UPLOAD"), files)).toBe("調査書.pdf");
  });

  it("names a division path from the top", () => {
    const divisionOptions = [
      { value: "H", label: "高等部", parentValue: null, depth: 1 },
      { value: "H1", label: "1年", parentValue: "H", depth: 2 },
    ];
    expect(formatAnswerValue(item("DIVISION_SELECT", { divisionOptions }), ["H", "H1"])).toBe("高等部 / 1年");
  });

  it("is empty for an item left empty", () => {
    expect(formatAnswerValue(item("TEXT_SINGLE"), null)).toBe("");
    expect(formatAnswerValue(item("CHECKBOX"), true)).toBe("チェックあり");
  });

  it("writes dates and times as spec §9 says (yyyy/MM/dd, HH:mm), as typed in Japan", () => {
    expect(formatAnswerValue(item("DATE"), "2026-04-01")).toBe("2026/04/01");
    expect(formatAnswerValue(item("DATETIME"), "2026-04-01T10:00")).toBe("2026/04/01 10:00");
    expect(formatAnswerValue(item("DATETIME"), "2026-04-01T10:00:30")).toBe("2026/04/01 10:00");
    // Something that is not a date (an old row, a changed item type) is shown as stored.
    expect(formatAnswerValue(item("DATE"), "来週")).toBe("来週");
  });
});
