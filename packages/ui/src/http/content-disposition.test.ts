import { describe, expect, it } from "vitest";
import { filenameFromDisposition } from "./content-disposition";

describe("filenameFromDisposition", () => {
  it.each([
    [null, "download"],
    ["attachment", "download"],
    ['attachment; filename=""', "download"],
    ['attachment; filename="members.xlsx"', "members.xlsx"],
    ["attachment; filename=members.csv", "members.csv"],
    ["attachment; filename*=UTF-8''%E5%9B%9E%E7%AD%94.pdf", "回答.pdf"],
    ["attachment; filename=\"fallback.xlsx\"; filename*=UTF-8''%E5%90%8D%E7%B0%BF.xlsx", "名簿.xlsx"],
    ["attachment; filename*=utf-8''\"a%20b.csv\"", "a b.csv"],
    ["attachment; filename*=UTF-8''%E0%A4%A.csv; filename=\"plain.csv\"", "plain.csv"],
  ])("%j → %j", (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });

  it("uses the caller's fallback", () => {
    expect(filenameFromDisposition(null, "回答.pdf")).toBe("回答.pdf");
    expect(filenameFromDisposition('inline; filename=""', "x.bin")).toBe("x.bin");
  });
});
