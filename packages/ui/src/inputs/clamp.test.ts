import { describe, expect, it } from "vitest";
import {
  clampDate,
  clampNumber,
  clipYear,
  DATE_MAX,
  DATETIME_MAX,
  dateOnBlur,
  dateOnChange,
  numberOnBlur,
  numberOnChange,
  numberOnFocus,
  parseNumber,
} from "./clamp";

describe("clampNumber", () => {
  it.each([
    [5, {}, 5],
    [5, { min: 0, max: 10 }, 5],
    [-1, { min: 0, max: 10 }, 0],
    [11, { min: 0, max: 10 }, 10],
    [0, { min: 1 }, 1],
    [99, { max: 99 }, 99],
    [-5, { min: -3 }, -3],
  ])("clampNumber(%j, %j) = %j", (value, range, expected) => {
    expect(clampNumber(value, range)).toBe(expected);
  });
});

describe("numberOnChange", () => {
  it.each([
    ["above max, positive: clamped", 150, { min: 0, max: 100 }, 100],
    ["below min, positive: may still grow", 1, { min: 10, max: 100 }, 1],
    ["below min, negative: clamped", -50, { min: -10, max: 10 }, -10],
    ["above max, negative: may still shrink", -1, { min: -100, max: -10 }, -1],
    ["in range", 42, { min: 0, max: 100 }, 42],
    ["zero below min: may still grow", 0, { min: 5 }, 0],
  ])("%s", (_case, value, range, expected) => {
    expect(numberOnChange(value, range)).toBe(expected);
  });
});

describe("numberOnFocus", () => {
  it.each([
    [0, ""],
    ["0", ""],
    [12, 12],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [-3, -3],
  ])("numberOnFocus(%j) = %j", (value, expected) => {
    expect(numberOnFocus(value)).toBe(expected);
  });
});

describe("parseNumber / numberOnBlur", () => {
  it.each([
    ["12", 12],
    ["-3.5", -3.5],
    ["1.", 1],
    [".5", 0.5],
    ["１２３", 123],
    ["－４", -4],
    ["", null],
    ["-", null],
    ["abc", null],
    ["1e3", null],
    [Number.NaN, null],
    [7, 7],
  ])("parseNumber(%j) = %j", (value, expected) => {
    expect(parseNumber(value)).toBe(expected);
  });

  it.each([
    ["", {}, 0],
    ["-", {}, 0],
    [null, {}, 0],
    ["abc", { min: -5, max: 5 }, 0],
    ["", { min: 1, max: 5 }, 1],
    ["500", { min: 0, max: 100 }, 100],
    [3, { min: 10 }, 10],
    ["42", { min: 0, max: 100 }, 42],
  ])("numberOnBlur(%j, %j) = %j", (value, range, expected) => {
    expect(numberOnBlur(value, range)).toBe(expected);
  });
});

describe("clipYear", () => {
  it.each([
    ["2024-05-01", "2024-05-01"],
    ["20245-05-01", "2024-05-01"],
    ["202456-05-01T10:30", "2024-05-01T10:30"],
    ["0002-01-01", "0002-01-01"],
    ["", ""],
    ["20245", "2024"],
    ["not a date", "not a date"],
  ])("clipYear(%j) = %j", (value, expected) => {
    expect(clipYear(value)).toBe(expected);
  });
});

describe("clampDate", () => {
  const range = { min: "2024-04-01", max: "2025-03-31" };
  it.each([
    ["2024-10-10", range, "2024-10-10"],
    ["2024-03-31", range, "2024-04-01"],
    ["2025-04-01", range, "2025-03-31"],
    ["", range, ""],
    ["9999-12-31", { max: DATE_MAX }, "9999-12-31"],
    ["2024-01-01T10:00", { min: "2024-01-01T09:00", max: DATETIME_MAX }, "2024-01-01T10:00"],
    ["2024-01-01T08:59", { min: "2024-01-01T09:00", max: DATETIME_MAX }, "2024-01-01T09:00"],
    ["9999-12-31T23:59:30", { max: DATETIME_MAX }, DATETIME_MAX],
  ])("clampDate(%j, %j) = %j", (value, r, expected) => {
    expect(clampDate(value, r)).toBe(expected);
  });
});

describe("dateOnChange / dateOnBlur", () => {
  const range = { min: "2020-01-01", max: "2030-12-31" };
  it.each([
    ["year still being typed is not pushed up to min", "0202-05-01", "0202-05-01"],
    ["4-digit year below min is clamped", "2019-05-01", "2020-01-01"],
    ["above max is clamped at once", "2031-01-01", "2030-12-31"],
    ["5-digit year is clipped, then clamped", "20355-01-01", "2030-12-31"],
    ["incomplete value (browser sends empty) stays", "", ""],
  ])("onChange: %s", (_case, value, expected) => {
    expect(dateOnChange(value, range)).toBe(expected);
  });

  it.each([
    ["low year is clamped on blur", "0202-05-01", range, "2020-01-01"],
    ["valid stays", "2025-06-15", range, "2025-06-15"],
    ["garbage is dropped", "2025-6-1x", range, ""],
    ["empty stays empty", "", range, ""],
    ["6-digit year is clipped under the default max", "275760-09-13", { max: DATE_MAX }, "2757-09-13"],
  ])("onBlur: %s", (_case, value, r, expected) => {
    expect(dateOnBlur(value, r)).toBe(expected);
  });
});
