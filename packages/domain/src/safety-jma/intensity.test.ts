import { describe, expect, it } from "vitest";
import { atLeast, intensityLabel, maxIntensity, normaliseIntensity } from "./intensity";
import { SafetyAutoRuleBody } from "./safety-jma-api";
import { tsunamiLevelOfKind } from "./tsunami";

describe("normaliseIntensity", () => {
  it.each([
    ["5-", "5-"],
    ["4 ", "4"],
    [" ５－ ", "5-"],
    ["６＋", "6+"],
    ["震度５弱", "5-"],
    ["震度 ６強", "6+"],
    ["5弱", "5-"],
    ["震度７", "7"],
    ["震度５弱以上未入電", "5-"],
    [" 震度５弱以上未入電\n", "5-"],
    ["", null],
    ["不明", null],
    ["8", null],
    [null, null],
  ])("%j → %j", (raw, code) => expect(normaliseIntensity(raw)).toBe(code));

  it("orders 1 < … < 5- < 5+ < 6- < 6+ < 7", () => {
    expect(maxIntensity("5+", "6-")).toBe("6-");
    expect(maxIntensity("5-", null)).toBe("5-");
    expect(atLeast("5-", "5-")).toBe(true);
    expect(atLeast("4", "5-")).toBe(false);
    expect(atLeast("7", "6+")).toBe(true);
    expect(atLeast(null, "3")).toBe(false);
  });

  it("labels as JMA writes them", () => {
    expect(intensityLabel("5-")).toBe("震度５弱");
    expect(intensityLabel("6+")).toBe("震度６強");
    expect(intensityLabel(null)).toBe("");
  });
});

describe("tsunami kinds", () => {
  it.each([
    ["52", "MAJOR"],
    ["53", "MAJOR"],
    ["51", "WARNING"],
    ["62", "ADVISORY"],
    ["71", null],
    ["00", null],
    ["50", null],
  ])("%s → %s", (code, level) => expect(tsunamiLevelOfKind(code)).toBe(level));
});

describe("SafetyAutoRuleBody", () => {
  const valid = {
    enabled: true,
    prefectureCodes: ["04", "07", "04"],
    thresholdIntensity: "5-",
    tsunamiLevel: null,
    tsunamiAreaCodes: [],
    guardDelayMinutes: 3,
    target: { nodes: ["A1"] },
    staffLoginUserIds: [1],
  };
  it("keeps prefecture codes as two-digit text, once each", () => {
    const parsed = SafetyAutoRuleBody.parse(valid);
    expect(parsed.prefectureCodes).toEqual(["04", "07"]);
  });
  it.each([
    [{ prefectureCodes: ["4"] }, "都道府県が正しくありません"],
    [{ prefectureCodes: ["48"] }, "都道府県が正しくありません"],
    [{ guardDelayMinutes: 11 }, "取消を待つ時間が正しくありません"],
    [{ guardDelayMinutes: -1 }, "取消を待つ時間が正しくありません"],
    [{ thresholdIntensity: "2" }, "配信する震度を選択してください"],
    [{ tsunamiLevel: "WARNING", tsunamiAreaCodes: [] }, "津波予報区を選択してください"],
    [{ tsunamiLevel: "WARNING", tsunamiAreaCodes: ["999"] }, "津波予報区が正しくありません"],
    [{ prefectureCodes: [] }, "自動配信を有効にするときは、都道府県か津波の条件を選択してください"],
  ])("%j is refused with %s", (patch, message) => {
    const result = SafetyAutoRuleBody.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
