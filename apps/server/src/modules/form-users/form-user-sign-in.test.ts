import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createFormSchool,
  type FormSchool,
  formSessionCookie,
  newIp,
  newMailAddress,
  register,
  STRONG_PASSWORD,
  useFormUserTestApp,
} from "../../../test/form-users/form-user-test-app";
import { FORM_SESSION_IDLE_MINUTES } from "./form-user-session";
import { SIGN_IN_FAILED_MESSAGE } from "./form-user-sign-in.service";
import { formUserAttempt, formUserSession } from "./form-users.tables";

const SIGN_IN = "/app/form-login/id-pass/sign-in";
const LOGOUT = "/app/form-api/logout";
const ME = "/app/form-api/form-user/me";

describe("form user sign-in, sessions and logout", () => {
  const t = useFormUserTestApp();
  let school: FormSchool;
  let other: FormSchool;

  beforeAll(async () => {
    school = await createFormSchool(t);
    other = await createFormSchool(t);
  });

  const signIn = (s: FormSchool, loginId: string, password: string, ip = newIp(), cookie?: string) =>
    call(t, s, { url: SIGN_IN, payload: { loginId, password }, ip, cookie });
  const me = (cookie: string, s: Pick<FormSchool, "keyHeaders"> = school) =>
    call(t, s, { method: "GET", url: ME, cookie });

  it("logs in with the address and password, and rotates the session cookie", async () => {
    const account = await register(t, school);
    const res = await signIn(school, account.loginId.toUpperCase(), STRONG_PASSWORD, newIp(), account.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      formUserId: account.formUserId,
      loginId: account.loginId,
      lineDisplayName: null,
    });
    const cookie = formSessionCookie(res);
    expect(cookie).not.toBe(account.cookie);
    // The session the browser had before the login is gone.
    expect((await me(account.cookie)).statusCode).toBe(401);
    expect((await me(cookie)).json().formUserId).toBe(account.formUserId);
  });

  it("says the same for an unknown address and a wrong password", async () => {
    const account = await register(t, school);
    const wrong = await signIn(school, account.loginId, "Wrong-pass1");
    const unknown = await signIn(school, newMailAddress(), STRONG_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "LOGIN_FAILED", message: SIGN_IN_FAILED_MESSAGE });
      expect(res.cookies.find((c) => c.name === "gakumu_form_session")).toBeUndefined();
    }
    const invalid = await call(t, school, { url: SIGN_IN, payload: { loginId: "x", password: "" } });
    expect(invalid.json().details).toEqual([
      { path: "loginId", message: "メールアドレスの形式で入力してください" },
      { path: "password", message: "入力してください" },
    ]);
  });

  it("does not let another school's link log in an account", async () => {
    const account = await register(t, school);
    expect((await signIn(other, account.loginId, STRONG_PASSWORD)).json().code).toBe("LOGIN_FAILED");
    // A session of one school means nothing to another school's pages.
    expect((await me(account.cookie, other)).statusCode).toBe(401);
  });

  it("locks an address after five failures, even with the right password", async () => {
    const account = await register(t, school);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(school, account.loginId, "Wrong-pass1")).statusCode).toBe(401);
    }
    const locked = await signIn(school, account.loginId, STRONG_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("LOGIN_LOCKED");
    // The same address at another school is another account, not locked.
    expect((await signIn(other, account.loginId, STRONG_PASSWORD)).json().code).toBe("LOGIN_FAILED");
  });

  it("checks at most five of many guesses sent at once, so the right one among them is refused", async () => {
    const account = await register(t, school);
    const wrong = Array.from({ length: 50 }, (_, i) => signIn(school, account.loginId, `Wrong-pass${i}`));
    const results = await Promise.all([...wrong, signIn(school, account.loginId, STRONG_PASSWORD)]);
    const right = results.at(-1)!;
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe("LOGIN_LOCKED");
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(46);
    const checked = await t.database.db
      .select({ id: formUserAttempt.id })
      .from(formUserAttempt)
      .where(and(eq(formUserAttempt.action, "sign-in"), eq(formUserAttempt.mailAddress, account.loginId)));
    expect(checked).toHaveLength(5);
    expect((await signIn(school, account.loginId, STRONG_PASSWORD)).json().code).toBe("LOGIN_LOCKED");
  });

  it("locks a caller address after thirty failures across accounts", async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) await signIn(school, newMailAddress(), "Wrong-pass1", ip);
    expect((await signIn(school, newMailAddress(), "Wrong-pass1", ip)).json().code).toBe("LOGIN_LOCKED");
  });

  it("logs out: the session ends and the cookie is cleared", async () => {
    const account = await register(t, school);
    const out = await call(t, school, { url: LOGOUT, cookie: account.cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "gakumu_form_session")?.value).toBe("");
    const after = await me(account.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("UNAUTHENTICATED");
    // Logging out twice, or without a session, is harmless.
    expect((await call(t, school, { url: LOGOUT })).statusCode).toBe(200);
  });

  it("ends a session left idle, and one past its lifetime", async () => {
    const idle = await register(t, school);
    await t.database.db
      .update(formUserSession)
      .set({ lastSeenAt: new Date(Date.now() - (FORM_SESSION_IDLE_MINUTES + 1) * 60_000) })
      .where(eq(formUserSession.formUserId, idle.formUserId));
    expect((await me(idle.cookie)).statusCode).toBe(401);

    const old = await register(t, school);
    expect((await me(old.cookie)).statusCode).toBe(200);
    await t.database.db
      .update(formUserSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(formUserSession.formUserId, old.formUserId));
    expect((await me(old.cookie)).statusCode).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(formUserSession)
        .where(eq(formUserSession.formUserId, old.formUserId)),
    ).toEqual([]);
  });
});
