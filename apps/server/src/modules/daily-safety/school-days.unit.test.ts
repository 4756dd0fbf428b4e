import { describe, expect, it } from "vitest";
import {
  addDays,
  judgeSchoolDay,
  lastSchoolDays,
  nextSchoolDay,
  type SchoolCalendar,
  tokyoClock,
} from "./school-days";

const none: SchoolCalendar = new Map();

describe("school days", () => {
  it.each([
    ["2026-11-26", true, ""], // Thursday
    ["2026-11-28", false, "土曜日"],
    ["2026-11-29", false, "日曜日"],
    ["2026-11-23", false, "祝日（勤労感謝の日）"], // Monday, a public holiday
    ["2026-11-03", false, "祝日（文化の日）"],
    ["2026-05-06", false, "祝日（こどもの日 振替休日）"], // 振替休日 from the package
    ["2026-09-22", false, "祝日（休日）"], // 国民の休日 between 敬老の日 and 秋分の日
    ["2027-01-01", false, "祝日（元日）"],
  ])("%s is a school day: %s (%s)", (date, schoolDay, note) => {
    expect(judgeSchoolDay(date, none)).toEqual({ schoolDay, note });
  });

  it("the school's closed days win over weekdays, its class days over weekends and holidays", () => {
    const calendar: SchoolCalendar = new Map([
      ["2026-11-26", { kind: "CLOSED", reason: "創立記念日" }],
      ["2026-11-28", { kind: "OPEN", reason: "土曜授業" }],
      ["2026-11-23", { kind: "OPEN", reason: "振替授業" }],
    ]);
    expect(judgeSchoolDay("2026-11-26", calendar)).toEqual({ schoolDay: false, note: "休校日：創立記念日" });
    expect(judgeSchoolDay("2026-11-28", calendar)).toEqual({ schoolDay: true, note: "授業日：土曜授業" });
    expect(judgeSchoolDay("2026-11-23", calendar).schoolDay).toBe(true);
  });

  it("next and last school days skip weekends, holidays and closed days", () => {
    // Fri 2026-11-20, then Sat, Sun, Mon 23 (勤労感謝の日), so Tuesday the 24th.
    expect(nextSchoolDay("2026-11-21", none)).toBe("2026-11-24");
    const closed: SchoolCalendar = new Map([["2026-11-24", { kind: "CLOSED", reason: "入試" }]]);
    expect(nextSchoolDay("2026-11-21", closed)).toBe("2026-11-25");
    expect(lastSchoolDays("2026-11-25", 3, none)).toEqual(["2026-11-20", "2026-11-24", "2026-11-25"]);
    // 年末年始: the package's 元日 and the weekend in between.
    expect(lastSchoolDays("2027-01-04", 2, none)).toEqual(["2026-12-31", "2027-01-04"]);
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("reads the date and time in Japan, not in UTC", () => {
    // 14:59:59 UTC is 23:59:59 in Tokyo; one second later it is the next day there.
    expect(tokyoClock(new Date("2026-11-26T14:59:59Z"))).toEqual({ date: "2026-11-26", time: "23:59" });
    expect(tokyoClock(new Date("2026-11-26T15:00:00Z"))).toEqual({ date: "2026-11-27", time: "00:00" });
    // 07:30 in Tokyo is still the previous day in UTC.
    expect(tokyoClock(new Date("2026-11-22T22:30:00Z"))).toEqual({ date: "2026-11-23", time: "07:30" });
    expect(judgeSchoolDay(tokyoClock(new Date("2026-11-22T22:30:00Z")).date, none).schoolDay).toBe(false);
  });
});
