import { describe, expect, it } from "vitest";
import { parseRange } from "./notebook-range";

describe("parseRange", () => {
  it.each([
    [undefined, 1000, { kind: "whole" }],
    ["bytes=0-99", 1000, { kind: "partial", start: 0, end: 99 }],
    ["bytes=900-", 1000, { kind: "partial", start: 900, end: 999 }],
    ["bytes=-100", 1000, { kind: "partial", start: 900, end: 999 }],
    ["bytes=-5000", 1000, { kind: "partial", start: 0, end: 999 }],
    ["bytes=990-2000", 1000, { kind: "partial", start: 990, end: 999 }],
    ["bytes=1000-", 1000, { kind: "unsatisfiable" }],
    ["bytes=50-10", 1000, { kind: "unsatisfiable" }],
    ["bytes=-0", 1000, { kind: "unsatisfiable" }],
    ["bytes=-", 1000, { kind: "unsatisfiable" }],
    ["bytes=abc", 1000, { kind: "unsatisfiable" }],
    ["bytes=99999999999999999999-", 1000, { kind: "unsatisfiable" }],
    ["bytes=0-1,5-6", 1000, { kind: "whole" }],
    ["items=0-1", 1000, { kind: "whole" }],
  ])("%s over %i bytes", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
