import { describe, expect, it } from "vitest";
import { DateFormats, formatDate, parseDate, tokyoDayOfWeek } from "./dates";

describe("DateFormats", () => {
  it("pins the formats of spec §9", () => {
    expect(DateFormats).toEqual({
      DATE: "yyyy-MM-dd",
      DATE_SLASH: "yyyy/MM/dd",
      MONTH_DAY: "MM-dd",
      MONTH_DAY_SLASH: "MM/dd",
      TIME: "HH:mm",
    });
  });
});

describe("formatDate in Asia/Tokyo", () => {
  // 2024-12-31T16:30Z is already 2025-01-01 01:30 in Japan: a UTC server must not show the 31st.
  const newYear = new Date("2024-12-31T16:30:00Z");
  it.each([
    [DateFormats.DATE, "2025-01-01"],
    [DateFormats.DATE_SLASH, "2025/01/01"],
    [DateFormats.MONTH_DAY, "01-01"],
    [DateFormats.MONTH_DAY_SLASH, "01/01"],
    [DateFormats.TIME, "01:30"],
  ])("%s → %s", (format, expected) => expect(formatDate(newYear, format)).toBe(expected));

  it("accepts ISO strings and epoch milliseconds", () => {
    expect(formatDate("2025-03-31T15:00:00Z", DateFormats.DATE)).toBe("2025-04-01");
    expect(formatDate(newYear.getTime(), DateFormats.TIME)).toBe("01:30");
  });

  it("gives '' for missing or invalid dates", () => {
    expect(formatDate(null, DateFormats.DATE)).toBe("");
    expect(formatDate(undefined, DateFormats.DATE)).toBe("");
    expect(formatDate("not a date", DateFormats.DATE)).toBe("");
  });
});

describe("parseDate in Asia/Tokyo", () => {
  it("reads text as Japan time", () => {
    expect(parseDate("2025-01-05", DateFormats.DATE)?.toISOString()).toBe("2025-01-04T15:00:00.000Z");
    expect(parseDate("2025/01/05", DateFormats.DATE_SLASH)?.toISOString()).toBe("2025-01-04T15:00:00.000Z");
  });

  it("takes missing parts from the reference date", () => {
    const reference = new Date("2025-06-15T03:00:00Z");
    expect(parseDate("09:30", DateFormats.TIME, reference)?.toISOString()).toBe("2025-06-15T00:30:00.000Z");
    expect(parseDate("12/24", DateFormats.MONTH_DAY_SLASH, reference)?.toISOString()).toBe(
      "2025-12-23T15:00:00.000Z",
    );
  });

  it.each([
    ["2025-1-5", DateFormats.DATE],
    ["2025-02-30", DateFormats.DATE],
    ["2025/01/05", DateFormats.DATE],
    ["24:00", DateFormats.TIME],
    ["", DateFormats.DATE],
    ["２０２５-０１-０５", DateFormats.DATE],
  ])("rejects %j for %s", (text, format) => expect(parseDate(text, format)).toBeNull());

  it("round-trips with formatDate", () => {
    const parsed = parseDate("2025-04-01", DateFormats.DATE);
    expect(formatDate(parsed, DateFormats.DATE)).toBe("2025-04-01");
  });
});

describe("tokyoDayOfWeek", () => {
  it("uses the Japanese calendar day", () => {
    expect(tokyoDayOfWeek(new Date("2024-12-31T16:30:00Z"))).toBe(3); // Wed 1 Jan 2025 in Japan
    expect(tokyoDayOfWeek("2025-01-05T00:00:00+09:00")).toBe(0);
    expect(tokyoDayOfWeek("bad")).toBeNull();
  });
});
