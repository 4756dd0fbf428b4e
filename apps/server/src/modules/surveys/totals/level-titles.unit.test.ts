import { describe, expect, it } from "vitest";
import { classLevelAmong, levelLabel } from "./level-titles";

describe("the organisation's level titles in the totals", () => {
  const school = ["学科", "コース", "学年", "組", "班"];

  it("takes the level titled 組 as the class, not the deepest level (班)", () => {
    expect(classLevelAmong(school, 5)).toBe(4);
    expect(classLevelAmong(["学年", "クラス", "", "", ""], 2)).toBe(2);
  });

  it("falls back to the deepest level when no level is titled as classes, or recipients stand higher", () => {
    expect(classLevelAmong(["", "", "", "", ""], 3)).toBe(3);
    expect(classLevelAmong(school, 3)).toBe(3);
  });

  it("names a level by its title, or by its number where it has none", () => {
    expect(levelLabel(school, 4)).toBe("所属（組）");
    expect(levelLabel(["", "", "", "", ""], 2)).toBe("所属（第2階層）");
  });
});
