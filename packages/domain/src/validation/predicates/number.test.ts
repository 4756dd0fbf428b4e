import { describe, expect, it } from "vitest";
import { formatSecondsOfDay, isTimeInRange, matchesNumberFormat, parseTimeOfDay, toNumber } from "./number";

describe("toNumber", () => {
  it.each([
    [0, 0],
    ["0", 0],
    ["-1.5", -1.5],
    [" 42 ", 42],
  ] as const)("%j → %d", (value, expected) => expect(toNumber(value)).toBe(expected));

  it.each(["", "abc", "１２", "1e3"])("%j → NaN", (value) => expect(toNumber(value)).toBeNaN());
});

describe("matchesNumberFormat", () => {
  it.each([
    ["123", { integer: 3 }, true],
    ["1234", { integer: 3 }, false],
    ["12.5", { integer: 3 }, false], // integers only when decimal is 0
    ["12.5", { integer: 3, decimal: 1 }, true],
    ["12.55", { integer: 3, decimal: 1 }, false],
    ["12.55", { integer: 2, decimal: 2 }, true],
    ["12.", { integer: 2, decimal: 2 }, false],
    [".5", { integer: 2, decimal: 2 }, false],
    ["-12", { integer: 2 }, false],
    ["-12", { integer: 2, allowNegative: true }, true],
    ["-12.34", { integer: 2, decimal: 2, allowNegative: true }, true],
    ["--1", { integer: 2, allowNegative: true }, false],
    ["１２", { integer: 2 }, false],
  ] as const)("%j with %j → %s", (value, format, expected) =>
    expect(matchesNumberFormat(value, format)).toBe(expected),
  );
});

describe("time of day", () => {
  it.each([
    ["00:00:00", 0],
    ["09:30:15", 34215],
    ["23:59:59", 86399],
    ["09:30", 34200],
    ["24:00:00", null],
    ["12:60:00", null],
    ["12:00:60", null],
    ["9:30:00", null],
    ["０９:３０:００", null],
    ["", null],
  ])("parseTimeOfDay(%j) → %s", (value, expected) => expect(parseTimeOfDay(value)).toBe(expected));

  it("formats seconds as HH:mm:ss", () => {
    expect(formatSecondsOfDay(0)).toBe("00:00:00");
    expect(formatSecondsOfDay(34215)).toBe("09:30:15");
    expect(formatSecondsOfDay(86399)).toBe("23:59:59");
  });

  const nineToFive = [9 * 3600, 17 * 3600] as const;
  it.each([
    ["09:00:00", true], // start is inclusive
    ["17:00:00", true], // end is inclusive
    ["12:34:56", true],
    ["08:59:59", false],
    ["17:00:01", false],
    ["bad", false],
  ])("%j within 09:00–17:00 → %s", (value, expected) =>
    expect(isTimeInRange(value, ...nineToFive)).toBe(expected),
  );

  it.each([
    ["23:00:00", true],
    ["02:00:00", true],
    ["12:00:00", false],
  ])("%j within the overnight range 22:00–05:00 → %s", (value, expected) =>
    expect(isTimeInRange(value, 22 * 3600, 5 * 3600)).toBe(expected),
  );
});
