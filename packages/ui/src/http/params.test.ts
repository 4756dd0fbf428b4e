import { describe, expect, it } from "vitest";
import { addMissingParams } from "./params";

const params = { tenantCd: "demo", processMode: 0 };

describe("addMissingParams", () => {
  const form = new FormData();
  it.each([
    ["adds every value to an empty object", {}, params, params],
    ["creates the payload when there is none", undefined, params, params],
    ["creates the payload for null", null, params, params],
    ["keeps the caller's fields", { name: "x" }, params, { name: "x", ...params }],
    ["keeps values the caller set", { processMode: 9 }, params, { ...params, processMode: 9 }],
    ["keeps an explicit null", { tenantCd: null }, params, { ...params, tenantCd: null }],
    ["fills an undefined value", { tenantCd: undefined }, params, params],
    ["leaves arrays alone", [1, 2], params, [1, 2]],
    ["leaves strings alone", "raw", params, "raw"],
    ["leaves FormData alone", form, params, form],
    ["adds nothing without values", { name: "x" }, null, { name: "x" }],
    ["keeps no payload without values", undefined, null, undefined],
    ["keeps no payload with no values to add", undefined, {}, undefined],
  ])("%s", (_name, payload, values, expected) => {
    expect(addMissingParams(payload, values)).toEqual(expected);
  });

  it("never changes the caller's object nor the values", () => {
    const payload = { name: "x" };
    const values = { tenantCd: "demo" };
    const created = addMissingParams(undefined, values) as Record<string, unknown>;
    created.extra = 1;
    addMissingParams(payload, values);
    expect(payload).toEqual({ name: "x" });
    expect(values).toEqual({ tenantCd: "demo" });
  });

  it("takes a null-prototype object as an object of fields", () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 });
    expect(addMissingParams(bare, params)).toEqual({ a: 1, ...params });
  });
});
