import { describe, expect, it } from "vitest";
import { defaultFormSession, type FormSession } from "../session/form-session";
import { enrichPayload, filenameFromDisposition, sessionParams, withQuery } from "./payload";

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

  it("builds query strings and reads download names", () => {
    expect(withQuery("/p", { a: 1, b: ["x", "y"], c: null })).toBe("/p?a=1&b=x&b=y");
    expect(withQuery("/p?z=0", { a: 1 })).toBe("/p?z=0&a=1");
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E5%9B%9E%E7%AD%94.pdf")).toBe("回答.pdf");
    expect(filenameFromDisposition('attachment; filename="a.csv"')).toBe("a.csv");
    expect(filenameFromDisposition(null)).toBe("download");
  });
});
