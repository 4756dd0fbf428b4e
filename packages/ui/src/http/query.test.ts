import { describe, expect, it } from "vitest";
import { toQueryString, withQuery } from "./query";

describe("toQueryString / withQuery", () => {
  it.each([
    [undefined, ""],
    [{}, ""],
    [{ a: 1, b: "x y", c: true }, "?a=1&b=x+y&c=true"],
    [{ a: null, b: undefined, c: 0 }, "?c=0"],
    [{ ids: [1, 2, null] }, "?ids=1&ids=2"],
    [{ b: ["x", "y"], e: [] }, "?b=x&b=y"],
    [{ at: new Date("2025-04-01T00:00:00Z") }, "?at=2025-04-01T00%3A00%3A00.000Z"],
    [{ name: "学務" }, "?name=%E5%AD%A6%E5%8B%99"],
  ])("%j → %j", (params, expected) => {
    expect(toQueryString(params)).toBe(expected);
  });

  it("appends to a path with or without a query", () => {
    expect(withQuery("/x", { a: 1 })).toBe("/x?a=1");
    expect(withQuery("/x?z=0", { a: 1 })).toBe("/x?z=0&a=1");
    expect(withQuery("/p", { a: 1, b: ["x", "y"], c: null })).toBe("/p?a=1&b=x&b=y");
    expect(withQuery("/x", {})).toBe("/x");
    expect(withQuery("/x?z=0", { a: null })).toBe("/x?z=0");
    expect(withQuery("/x", undefined)).toBe("/x");
  });
});
