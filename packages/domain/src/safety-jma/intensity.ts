// JMA seismic intensity (気象庁震度階級): the ten classes 0…7 as JMA's XML writes them, with the labels
// staff read (震度５弱). Documents write them half-width ("5-"), headlines full-width ("震度５弱"), and
// the real feed carries trailing spaces ("4 "), so every reading goes through normaliseIntensity.

/** The codes in rising order; index = rank. */
export const INTENSITY_CODES = ["0", "1", "2", "3", "4", "5-", "5+", "6-", "6+", "7"] as const;
export type IntensityCode = (typeof INTENSITY_CODES)[number];

const LABELS: Record<IntensityCode, string> = {
  "0": "震度０",
  "1": "震度１",
  "2": "震度２",
  "3": "震度３",
  "4": "震度４",
  "5-": "震度５弱",
  "5+": "震度５強",
  "6-": "震度６弱",
  "6+": "震度６強",
  "7": "震度７",
};

/** What JMA writes for a city whose 5弱-or-more station has not reported yet: counted as 5弱. */
export const NOT_YET_RECEIVED_5_LOWER = "震度５弱以上未入電";

/** The thresholds a school may choose (a 震度１/２ trigger would fire many times a day). */
export const THRESHOLD_INTENSITIES = [
  "3",
  "4",
  "5-",
  "5+",
  "6-",
  "6+",
  "7",
] as const satisfies readonly IntensityCode[];
export type ThresholdIntensity = (typeof THRESHOLD_INTENSITIES)[number];

export const intensityRank = (code: IntensityCode): number => INTENSITY_CODES.indexOf(code);

export const intensityLabel = (code: IntensityCode | null | undefined): string => (code ? LABELS[code] : "");

/** Full-width digits and signs to half-width, every kind of space removed. */
function narrow(raw: string): string {
  return raw
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[－−ー‐]/g, "-")
    .replace(/＋/g, "+")
    .replace(/[\s\u3000]/g, "");
}

/**
 * Reads an intensity however JMA or a person wrote it: "5-", "５－", " 4 ", "震度５弱", "5弱",
 * 「震度５弱以上未入電」 (→ "5-"). Null for anything else (an empty MaxInt, "不明").
 */
export function normaliseIntensity(raw: string | null | undefined): IntensityCode | null {
  if (raw == null) return null;
  let s = narrow(String(raw));
  if (s === narrow(NOT_YET_RECEIVED_5_LOWER) || /^震度?5弱以上未入電$/.test(s)) return "5-";
  s = s.replace(/^震度/, "").replace(/弱$/, "-").replace(/強$/, "+");
  return (INTENSITY_CODES as readonly string[]).includes(s) ? (s as IntensityCode) : null;
}

export const isIntensityCode = (value: unknown): value is IntensityCode =>
  typeof value === "string" && (INTENSITY_CODES as readonly string[]).includes(value);

/** The stronger of two intensities (null counts as nothing observed). */
export function maxIntensity(a: IntensityCode | null, b: IntensityCode | null): IntensityCode | null {
  if (!a) return b;
  if (!b) return a;
  return intensityRank(a) >= intensityRank(b) ? a : b;
}

/** a is at least b. */
export const atLeast = (a: IntensityCode | null, b: IntensityCode): boolean =>
  a !== null && intensityRank(a) >= intensityRank(b);
