import { formatMessage } from "../../i18n/format";
import {
  formatSecondsOfDay,
  isTimeInRange,
  matchesNumberFormat,
  type NumberFormat,
  parseTimeOfDay,
  toNumber,
} from "../predicates/number";
import type { Rule } from "../rule";

export type NumberInput = string | number | null | undefined;

// Value rules skip only "" / null / undefined: zero is a value and is checked (spec §5.1 "zero counts
// as present" — a truthiness test would silently let 0 through a min of 1).
const absent = (v: NumberInput): v is "" | null | undefined => v == null || v === "";

function valueRule(inRange: (n: number) => boolean, message: () => string): Rule<NumberInput> {
  return (value) => {
    if (absent(value)) return null;
    const n = toNumber(value);
    if (Number.isNaN(n)) return formatMessage("validation.number");
    return inRange(n) ? null : message();
  };
}

export function minValue(min: number): Rule<NumberInput> {
  return valueRule(
    (n) => n >= min,
    () => formatMessage("validation.valueMin", { min }),
  );
}

export function maxValue(max: number): Rule<NumberInput> {
  return valueRule(
    (n) => n <= max,
    () => formatMessage("validation.valueMax", { max }),
  );
}

export function valueRange(min: number, max: number): Rule<NumberInput> {
  return valueRule(
    (n) => n >= min && n <= max,
    () => formatMessage("validation.valueRange", { min, max }),
  );
}

/** Spec §5.1 "number match": digits before/after the point and the sign, per field. */
export function numberMatch(format: NumberFormat): Rule<NumberInput> {
  return (value) => {
    if (absent(value)) return null;
    const text = String(value).trim();
    if (text.startsWith("-") && !format.allowNegative && matchesNumberFormat(text.slice(1), format)) {
      return formatMessage("validation.negativeNotAllowed");
    }
    if (matchesNumberFormat(text, format)) return null;
    const decimal = format.decimal ?? 0;
    return decimal > 0
      ? formatMessage("validation.numberMatch", { integer: format.integer, decimal })
      : formatMessage("validation.numberMatchInteger", { integer: format.integer });
  };
}

/** Spec §5.1 "time range": "HH:mm:ss" between start and end given in seconds since midnight. */
export function timeRange(startSeconds: number, endSeconds: number): Rule<string> {
  return (value) => {
    if (value === "") return null;
    if (parseTimeOfDay(value) === null) return formatMessage("validation.timeFormat");
    if (isTimeInRange(value, startSeconds, endSeconds)) return null;
    return formatMessage("validation.timeRange", {
      start: formatSecondsOfDay(startSeconds),
      end: formatSecondsOfDay(endSeconds),
    });
  };
}
