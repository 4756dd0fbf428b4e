import { describe, expect, it } from "vitest";
import { ContactPostBody } from "./contact-api";
import { isExpectedDay, judgeCutoff, missingFields, reasonAllowed } from "./contact-rules";

const holidays = new Set(["2026-11-03", "2026-11-23"]);
const isHoliday = (d: string) => holidays.has(d);

describe("judgeCutoff", () => {
  const base = {
    date: "2026-11-27",
    today: "2026-11-27",
    cutoffTime: "08:30",
    afterCutoff: "ACCEPT",
  } as const;
  it.each([
    [{ nowTime: "07:10" }, "OPEN"],
    [{ nowTime: "08:29" }, "OPEN"],
    [{ nowTime: "08:30" }, "LATE_ACCEPTED"],
    [{ nowTime: "12:00", afterCutoff: "REFUSE" }, "LATE_REFUSED"],
    // A report for a later day is never late, nor is any report without a cut-off.
    [{ nowTime: "21:00", date: "2026-11-28", afterCutoff: "REFUSE" }, "OPEN"],
    [{ nowTime: "21:00", cutoffTime: null, afterCutoff: "REFUSE" }, "OPEN"],
  ] as const)("%j → %s", (patch, verdict) => {
    expect(judgeCutoff({ ...base, ...patch })).toBe(verdict);
  });
});

describe("isExpectedDay", () => {
  it.each([
    ["2026-11-27", "SCHOOL_DAYS", true], // Friday
    ["2026-11-28", "SCHOOL_DAYS", false], // Saturday
    ["2026-11-29", "WEEKDAYS", false], // Sunday
    ["2026-11-23", "SCHOOL_DAYS", false], // 勤労感謝の日 (Monday)
    ["2026-11-23", "WEEKDAYS", true],
    ["2026-11-29", "EVERY_DAY", true],
  ] as const)("%s under %s → %s", (date, rule, expected) => {
    expect(isExpectedDay(date, rule, isHoliday)).toBe(expected);
  });
});

describe("missingFields", () => {
  const uses = {
    arrivalTime: "REQUIRED",
    leaveTime: "NONE",
    temperature: "OPTIONAL",
    symptoms: "OPTIONAL",
    note: "OPTIONAL",
  } as const;
  it("asks for required fields and refuses unused ones", () => {
    expect(missingFields(uses, {})).toEqual([
      { field: "arrivalTime", message: "登校予定時刻を入力してください" },
    ]);
    expect(missingFields(uses, { arrivalTime: "09:30", leaveTime: "12:00" })).toEqual([
      { field: "leaveTime", message: "この連絡種別では下校時刻は入力できません" },
    ]);
    expect(missingFields(uses, { arrivalTime: "09:30", temperature: 37.5 })).toEqual([]);
  });
  it("checks the reason against the type's list", () => {
    expect(reasonAllowed(["発熱", "通院"], "発熱")).toBe(true);
    expect(reasonAllowed(["発熱"], "寝坊")).toBe(false);
    expect(reasonAllowed(["発熱"], null)).toBe(false);
    expect(reasonAllowed([], null)).toBe(true);
  });
});

describe("temperature", () => {
  const post = (temperature: unknown) =>
    ContactPostBody.safeParse({ date: "2026-11-27", typeId: 1, temperature });
  it.each([37.5, "37.5", 36, null, undefined])("accepts %j", (t) => {
    expect(post(t).success).toBe(true);
  });
  it.each([99, "abc", 37.55, "", -1, 1e300, true])("refuses %j in Japanese", (t) => {
    const result = post(t);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain("体温は34.0〜42.0の数値");
  });
});
