import { describe, expect, it } from "vitest";
import { defaultFormSession, type FormSession } from "../session/form-session";
import { enrichPayload, sessionParams } from "./payload";

const session = (patch: Partial<FormSession>): FormSession => ({ ...defaultFormSession(), ...patch });

describe("form helper payload (spec §7.1)", () => {
  it("adds processMode, organizationCd, formUserId and formCd only when set", () => {
    expect(sessionParams(defaultFormSession())).toEqual({});
    const full = session({
      processMode: 2,
      organizationCd: "org",
      formCd: "F1",
      login: true,
      formUser: { formUserId: 7, loginId: "a@example.jp", lineDisplayName: null },
    });
    expect(sessionParams(full)).toEqual({
      processMode: 2,
      organizationCd: "org",
      formUserId: 7,
      formCd: "F1",
    });
    // A user object without the login flag (after logout) sends no formUserId.
    expect(sessionParams({ ...full, login: false })).not.toHaveProperty("formUserId");
  });

  it("keeps what the caller set and leaves non-objects alone", () => {
    const s = session({ processMode: 0, organizationCd: "org" });
    expect(enrichPayload({ organizationCd: "mine", a: 1 }, s)).toEqual({
      organizationCd: "mine",
      a: 1,
      processMode: 0,
    });
    expect(enrichPayload(["x"], s)).toEqual(["x"]);
    expect(enrichPayload(undefined, s)).toEqual({ processMode: 0, organizationCd: "org" });
    expect(enrichPayload(undefined, defaultFormSession())).toBeUndefined();
  });
});
