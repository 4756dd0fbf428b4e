import { describe, expect, it } from "vitest";
import type { AdminSession } from "../session/session-store";
import { enrichPayload, sessionParams } from "./payload";

const loggedIn: AdminSession = {
  authenticated: true,
  loginUser: { tenantCd: "demo", loginUserId: 7 },
  organization: { systemCd: 2, organizationCd: "ORG1" },
  processMode: 0,
};
const loggedOut: AdminSession = {
  authenticated: false,
  loginUser: null,
  organization: null,
  processMode: null,
};
const all = { tenantCd: "demo", userId: 7, processMode: 0, systemCd: 2, organizationCd: "ORG1" };

describe("enrichPayload (spec §7.2)", () => {
  const form = new FormData();
  it.each([
    ["adds every value to an empty object", {}, loggedIn, all],
    ["creates the payload when there is none", undefined, loggedIn, all],
    ["keeps the caller's fields", { name: "x" }, loggedIn, { name: "x", ...all }],
    [
      "keeps values the caller set",
      { processMode: 9, systemCd: 5 },
      loggedIn,
      { ...all, processMode: 9, systemCd: 5 },
    ],
    ["keeps an explicit null", { organizationCd: null }, loggedIn, { ...all, organizationCd: null }],
    ["fills an undefined value", { userId: undefined }, loggedIn, all],
    ["leaves arrays alone", [1, 2], loggedIn, [1, 2]],
    ["leaves strings alone", "raw", loggedIn, "raw"],
    ["leaves FormData alone", form, loggedIn, form],
    ["adds nothing when logged out", { name: "x" }, loggedOut, { name: "x" }],
    ["keeps no payload when logged out", undefined, loggedOut, undefined],
    [
      "adds no unknown organisation or mode",
      {},
      { ...loggedIn, organization: null, processMode: null },
      { tenantCd: "demo", userId: 7 },
    ],
  ])("%s", (_name, payload, session, expected) => {
    expect(enrichPayload(payload, session)).toEqual(expected);
  });

  it("never changes the caller's object", () => {
    const payload = { name: "x" };
    enrichPayload(payload, loggedIn);
    expect(payload).toEqual({ name: "x" });
  });

  it("needs a login user, not just the flag", () => {
    expect(sessionParams({ ...loggedIn, loginUser: null })).toBeNull();
  });
});
