import { toHalfWidthAscii } from "../text/normalize";

// Body temperature of the daily health observation (体調報告). Accepted: 34.0–42.0 °C with at most one
// decimal. Below 34.0 or above 42.0 a reading is a mistyped number (99 meant 36.9? 3.65?) rather than
// a person's temperature, so it is refused with the range named instead of being stored; a school
// thermometer shows one decimal, so 36.55 is refused too. Text from a phone keypad may come with
// full-width digits (３６．５), which count as the same number.

export const TEMPERATURE_MIN = 34.0;
export const TEMPERATURE_MAX = 42.0;
/** The default fever threshold of a new school (発熱の目安 37.5 ℃ of Japan's school health guidance). */
export const DEFAULT_FEVER_THRESHOLD = 37.5;

export const temperatureMessages = {
  required: "体温を入力してください",
  notNumber: "体温は数字で入力してください（例 36.5）",
  range: `体温は${TEMPERATURE_MIN.toFixed(1)}〜${TEMPERATURE_MAX.toFixed(1)}℃の範囲で入力してください`,
  decimals: "体温は小数第1位まで（例 36.5）で入力してください",
} as const;

export type TemperatureCheck = { ok: true; tenths: number } | { ok: false; message: string };

/** Reads a temperature as typed or sent (36.5, "36.5", "３６．５"): tenths of a degree, or why not. */
export function checkTemperature(input: unknown): TemperatureCheck {
  if (input === undefined || input === null || (typeof input === "string" && input.trim() === ""))
    return { ok: false, message: temperatureMessages.required };
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { ok: false, message: temperatureMessages.notNumber };
    text = String(input);
  } else if (typeof input === "string") {
    text = toHalfWidthAscii(input.trim()).replace("。", ".");
  } else return { ok: false, message: temperatureMessages.notNumber };
  if (!/^\d{1,3}(\.\d+)?$/.test(text) || text.length > 12)
    return { ok: false, message: temperatureMessages.notNumber };
  const value = Number(text);
  if (value < TEMPERATURE_MIN || value > TEMPERATURE_MAX)
    return { ok: false, message: temperatureMessages.range };
  const decimals = text.split(".")[1] ?? "";
  if (decimals.replace(/0+$/, "").length > 1) return { ok: false, message: temperatureMessages.decimals };
  return { ok: true, tenths: Math.round(value * 10) };
}

/** 36.5 from 365. */
export const temperatureOf = (tenths: number): number => tenths / 10;
/** 「37.5」: always one decimal, as a thermometer shows it. */
export const formatTemperature = (tenths: number): string => (tenths / 10).toFixed(1);
