import { describe, expect, it } from "vitest";
import { HealthCareSettingBody, HealthObservationBody, HealthSymptomListBody } from "./health-care-api";
import { checkTemperature, formatTemperature, temperatureMessages } from "./health-temperature";
import { alertsForObservation, classFlagged, isFever, spreadingSymptoms } from "./health-thresholds";

const setting = { feverThresholdTenths: 375, spreadThreshold: 3 };

describe("checkTemperature", () => {
  it.each([
    [36.5, 365],
    ["36.5", 365],
    ["３６．５", 365],
    [" 37 ", 370],
    ["38.0", 380],
    [34, 340],
    [42, 420],
    ["36.50", 365],
  ])("accepts %j as %i tenths", (input, tenths) => {
    expect(checkTemperature(input)).toEqual({ ok: true, tenths });
  });

  it.each([
    [99, temperatureMessages.range],
    ["99", temperatureMessages.range],
    [33.9, temperatureMessages.range],
    [42.1, temperatureMessages.range],
    [0, temperatureMessages.range],
    ["abc", temperatureMessages.notNumber],
    ["36,5", temperatureMessages.notNumber],
    ["-36.5", temperatureMessages.notNumber],
    ["1e2", temperatureMessages.notNumber],
    [Number.NaN, temperatureMessages.notNumber],
    [Number.POSITIVE_INFINITY, temperatureMessages.notNumber],
    [true, temperatureMessages.notNumber],
    [{}, temperatureMessages.notNumber],
    [36.55, temperatureMessages.decimals],
    ["36.55", temperatureMessages.decimals],
    ["", temperatureMessages.required],
    [null, temperatureMessages.required],
    [undefined, temperatureMessages.required],
  ])("refuses %j", (input, message) => {
    expect(checkTemperature(input)).toEqual({ ok: false, message });
  });

  it("shows one decimal", () => {
    expect(formatTemperature(370)).toBe("37.0");
  });
});

describe("fever and spread thresholds", () => {
  it("counts the threshold itself as a fever", () => {
    expect(isFever(374, setting)).toBe(false);
    expect(isFever(375, setting)).toBe(true);
    expect(isFever(380, setting)).toBe(true);
  });

  it("finds the symptoms that reached the class threshold", () => {
    const counts = new Map([
      [4, 3],
      [2, 5],
      [7, 2],
    ]);
    expect(spreadingSymptoms(counts, setting)).toEqual([2, 4]);
    expect(spreadingSymptoms(counts, { ...setting, spreadThreshold: 0 })).toEqual([]);
  });

  it("raises fever and the spread of the member's own symptoms only", () => {
    const counts = new Map([
      [4, 3],
      [2, 5],
    ]);
    expect(alertsForObservation({ temperatureTenths: 380, symptomIds: [4] }, counts, 1, setting)).toEqual([
      { kind: "FEVER", symptomId: 0, count: 1 },
      { kind: "SPREAD", symptomId: 4, count: 3 },
    ]);
    expect(alertsForObservation({ temperatureTenths: 365, symptomIds: [] }, counts, 0, setting)).toEqual([]);
  });

  it("flags a class with a fever or a spreading symptom", () => {
    expect(classFlagged(0, new Map([[1, 2]]), setting)).toBe(false);
    expect(classFlagged(1, new Map(), setting)).toBe(true);
    expect(classFlagged(0, new Map([[1, 3]]), setting)).toBe(true);
  });
});

describe("schemas", () => {
  it("gives the Japanese message of a bad temperature", () => {
    const parsed = HealthObservationBody.safeParse({ temperature: 99 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(temperatureMessages.range);
    const abc = HealthObservationBody.safeParse({ temperature: "abc" });
    expect(abc.error?.issues[0]?.message).toBe(temperatureMessages.notNumber);
  });

  it("takes a report with symptoms and a trimmed note", () => {
    expect(
      HealthObservationBody.parse({ temperature: "37.9", symptomIds: [1, 2], note: " 咳が出る " }),
    ).toEqual({
      temperature: 379,
      symptomIds: [1, 2],
      note: "咳が出る",
    });
    expect(HealthObservationBody.safeParse({ temperature: 36.5, symptomIds: [1, 1] }).success).toBe(false);
  });

  it("bounds the settings", () => {
    const ok = { feverThreshold: 37.5, spreadThreshold: 3, webLinkEnabled: true, webLinkValidDays: 180 };
    expect(HealthCareSettingBody.safeParse(ok).success).toBe(true);
    expect(HealthCareSettingBody.safeParse({ ...ok, feverThreshold: 37.55 }).success).toBe(false);
    expect(HealthCareSettingBody.safeParse({ ...ok, feverThreshold: 45 }).success).toBe(false);
    expect(HealthCareSettingBody.safeParse({ ...ok, spreadThreshold: 1000 }).success).toBe(false);
  });

  it("refuses duplicate symptom names", () => {
    const parsed = HealthSymptomListBody.safeParse({
      items: [
        { name: "咳", active: true },
        { name: " 咳 ", active: true },
      ],
    });
    expect(parsed.error?.issues[0]?.message).toBe("「咳」が重複しています");
  });
});
