import { describe, expect, it } from "vitest";
import { gateRedirect, processChoiceCount } from "./gate-redirect";

const org = (code: string, processModes: number[]) => ({
  systemCd: 2,
  organizationCd: code,
  name: code,
  processModes,
});
const user = (over: Partial<Parameters<typeof gateRedirect>[0]> = {}) => ({
  passwordChangeRequired: false,
  passwordExpired: false,
  organizations: [org("A", [0])],
  ...over,
});

describe("gateRedirect", () => {
  it.each([
    ["nothing to do", user(), false, null],
    [
      "password change first",
      user({ passwordChangeRequired: true, passwordExpired: true }),
      false,
      "/security-setting-before-login",
    ],
    ["expired password", user({ passwordExpired: true }), true, "/expired"],
    [
      "two organisations, none chosen",
      user({ organizations: [org("A", [0]), org("B", [0])] }),
      false,
      "/SelectProcess",
    ],
    ["two modes, none chosen", user({ organizations: [org("A", [0, 9])] }), false, "/SelectProcess"],
    ["two modes, chosen", user({ organizations: [org("A", [0, 9])] }), true, null],
    ["one organisation without modes listed", user({ organizations: [org("A", [])] }), false, null],
  ])("%s", (_name, loginUser, selected, expected) => {
    expect(gateRedirect(loginUser, selected)).toBe(expected);
  });

  it("counts organisation × mode choices", () => {
    expect(processChoiceCount({ organizations: [] })).toBe(0);
    expect(processChoiceCount({ organizations: [org("A", [0, 1, 2]), org("B", [])] })).toBe(4);
  });
});
