import { describe, expect, it } from "vitest";
import { newGradeValues, validateGradeForm } from "./grade-form";

const grade = (gradeCd: number, sortOrder = gradeCd) => ({
  gradeCd,
  name: `${gradeCd}年`,
  sortOrder,
  memberCount: 0,
});

describe("grade form", () => {
  it("suggests the next code and the last position", () => {
    expect(newGradeValues([])).toEqual({ gradeCd: 1, name: "", sortOrder: 1 });
    expect(newGradeValues([grade(1), grade(3, 7)])).toEqual({ gradeCd: 4, name: "", sortOrder: 8 });
    expect(newGradeValues([grade(99)]).gradeCd).toBe(98);
  });

  it("says what the server would: a taken code, a missing or long name", () => {
    const grades = [grade(1)];
    expect(validateGradeForm({ gradeCd: 1, name: "", sortOrder: 1 }, "create", grades)).toEqual({
      gradeCd: "学年コード「1」は既に登録されています。",
      name: "学年名を入力してください",
    });
    expect(validateGradeForm({ gradeCd: 1, name: "1年生", sortOrder: 1 }, "edit", grades)).toEqual({});
    expect(
      validateGradeForm({ gradeCd: 2, name: "長".repeat(51), sortOrder: 1 }, "create", grades).name,
    ).toContain("50文字以内");
  });
});
