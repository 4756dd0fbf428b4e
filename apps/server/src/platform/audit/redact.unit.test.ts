import { describe, expect, it } from "vitest";
import { isSecretKey, REDACTED, redactForAudit } from "./redact";

describe("secret keys", () => {
  it.each([
    "password",
    "newPassword",
    "password_confirm",
    "passwordConfirm",
    "currentPasswd",
    "pwd",
    "code",
    "totpCode",
    "verification_code",
    "clientSecret",
    "refreshToken",
    "tokens",
    "access_token",
    "accessKey",
    "X-Access-Key",
    "apiKey",
    "privateKey",
    "sessionId",
    "cookie",
    "Authorization",
    "passwordHash",
    "otp",
    "resetId",
  ])("%s is secret", (key) => {
    expect(isSecretKey(key)).toBe(true);
  });

  it.each([
    "organizationCd",
    "menuCd",
    "displayUserId",
    "name",
    "footprint",
    "mailAddress",
    "formId",
    "keyword",
  ])("%s is not", (key) => {
    expect(isSecretKey(key)).toBe(false);
  });
});

describe("redactForAudit", () => {
  it("replaces secrets at any depth and keeps the rest", () => {
    const body = {
      displayUserId: "admin",
      password: "Secret-123",
      profile: { name: "山田", totpCode: "123456", tokens: [{ refreshToken: "r" }] },
      list: [{ code: "999999", label: "ok" }],
      url: "otpauth://totp/x?secret=ABC",
    };
    expect(redactForAudit(body)).toEqual({
      displayUserId: "admin",
      password: REDACTED,
      profile: { name: "山田", totpCode: REDACTED, tokens: REDACTED },
      list: [{ code: REDACTED, label: "ok" }],
      url: REDACTED,
    });
    expect(JSON.stringify(redactForAudit(body))).not.toMatch(/Secret-123|123456|999999|ABC/);
  });

  it("keeps the trail small: long text, big arrays, deep nesting, binary content", () => {
    const long = "あ".repeat(500);
    const out = redactForAudit({
      note: long,
      ids: Array.from({ length: 25 }, (_, i) => i),
      deep: { a: { b: { c: { d: { e: 1 } } } } },
      file: Buffer.alloc(2048),
      when: new Date("2026-04-01T00:00:00Z"),
      skip: () => 1,
    }) as Record<string, unknown>;
    expect(out.note).toBe(`${"あ".repeat(200)}…（全500文字）`);
    expect(out.ids).toEqual([...Array.from({ length: 20 }, (_, i) => i), "…（他5件）"]);
    expect(out.deep).toEqual({ a: { b: { c: "[…]" } } });
    expect(out.file).toBe("[バイナリ 2048 バイト]");
    expect(out.when).toBe("2026-04-01T00:00:00.000Z");
    expect("skip" in out).toBe(false);
  });

  it("falls back to the top-level keys when the result would still be large", () => {
    const wide = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, "x".repeat(200)]));
    const out = redactForAudit(wide) as { truncated: boolean; keys: string[] };
    expect(out.truncated).toBe(true);
    expect(out.keys).toHaveLength(40);
    expect(JSON.stringify(out).length).toBeLessThan(8000);
  });

  it("walks null-prototype objects and names class instances instead of walking them", () => {
    const bare = Object.assign(Object.create(null), { id: "1", token: "t" });
    expect(redactForAudit({ bare, map: new Map([["a", 1]]) })).toEqual({
      bare: { id: "1", token: REDACTED },
      map: "[Map]",
    });
  });

  it("passes plain values through", () => {
    expect(redactForAudit(undefined)).toBeNull();
    expect(redactForAudit("x")).toBe("x");
    expect(redactForAudit(Number.NaN)).toBeNull();
    expect(redactForAudit([1, "a", null])).toEqual([1, "a", null]);
  });
});
