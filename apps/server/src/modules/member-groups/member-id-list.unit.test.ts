import { describe, expect, it } from "vitest";
import { checkListSize, cleanMemberId, parsePastedMemberIds, unknownIdsError } from "./member-id-list";

describe("pasted member ids", () => {
  it("takes one id per line, trimmed and half-width, skipping blank lines", () => {
    expect(parsePastedMemberIds(" A001\r\n\r\nＢ００２\u3000\rC003\n\t\n")).toEqual([
      { line: 1, memberId: "A001" },
      { line: 3, memberId: "B002" },
      { line: 4, memberId: "C003" },
    ]);
    expect(cleanMemberId("\u3000２０２４００１ ")).toBe("2024001");
  });

  it("refuses an empty list and one over the limit", () => {
    expect(() => checkListSize([], "text", "貼り付けた内容")).toThrow("貼り付けた内容に学籍番号がありません");
    const many = Array.from({ length: 20_001 }, (_, i) => ({ line: i + 1, memberId: `M${i}` }));
    expect(() => checkListSize(many, "text", "貼り付けた内容")).toThrow(
      "一度に追加できるのは20,000件までです",
    );
  });

  it("names the first unknown ids in the message and each one with its line in the details", () => {
    const unknown = Array.from({ length: 7 }, (_, i) => ({ line: i + 2, memberId: `X${i}` }));
    const error = unknownIdsError(unknown, "file");
    expect(error.message).toBe(
      "登録されていない学籍番号が7件あります（X0、X1、X2、X3、X4 ほか）。訂正してからもう一度追加してください。どのメンバーも追加していません。",
    );
    expect(error.details?.[0]).toEqual({ path: "file", message: "2行目：「X0」は登録されていません" });
    expect(error.details).toHaveLength(7);
  });
});
