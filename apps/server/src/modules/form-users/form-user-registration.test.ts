import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  call,
  codeIn,
  createFormSchool,
  type FormSchool,
  formSessionCookie,
  mailTo,
  newIp,
  newMailAddress,
  register,
  STRONG_PASSWORD,
  useFormUserTestApp,
} from "../../../test/form-users/form-user-test-app";
import { verifyPassword } from "../../platform/auth/password";
import { organization } from "../../platform/tenancy/tenancy.tables";
import { CODE_MESSAGES, MAX_CODE_ATTEMPTS } from "./form-user-registration.service";
import { formUser, formUserVerification } from "./form-users.tables";

const CONFIRM = "/app/form-api/form-login/id-pass/confirm-mail-address";
const SIGN_UP = "/app/form-api/form-login/id-pass/sign-up";
const ME = "/app/form-api/form-user/me";

describe("form user registration with a mailed code", () => {
  const t = useFormUserTestApp();
  let school: FormSchool;
  let other: FormSchool;

  beforeAll(async () => {
    school = await createFormSchool(t);
    other = await createFormSchool(t);
    await t.database.db
      .update(organization)
      .set({ senderMailAddress: "nyushi@school.example.jp" })
      .where(eq(organization.id, school.organization.id));
  });

  const ask = (loginId: string, ip = newIp(), password = STRONG_PASSWORD, s = school) =>
    call(t, s, { url: CONFIRM, payload: { loginId, password }, ip });
  const signUp = (loginId: string, verificationCode: string, ip = newIp(), s = school) =>
    call(t, s, { url: SIGN_UP, payload: { loginId, verificationCode }, ip });

  it("mails a 6-digit code from the school, then the code creates the account and logs in", async () => {
    const loginId = newMailAddress();
    const asked = await ask(loginId);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({});
    const mail = await mailTo(t, loginId, "認証コードのお知らせ");
    expect(mail.envelopeFrom).toBe("nyushi@school.example.jp");
    expect(mail.headers.get("from")).toBe(`${school.organization.name} <nyushi@school.example.jp>`);
    expect(mail.text).toMatch(/認証コード：\d{6}\n/);
    expect(mail.text).toContain("有効期限：このメールの送信から10分間");
    expect(mail.text).toContain(school.organization.name);

    const [pending] = await t.database.db
      .select()
      .from(formUserVerification)
      .where(eq(formUserVerification.mailAddress, loginId));
    expect(JSON.stringify(pending)).not.toContain(codeIn(mail));
    expect(JSON.stringify(pending)).not.toContain(STRONG_PASSWORD);

    const done = await signUp(loginId.toUpperCase(), codeIn(mail));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ formUserId: expect.any(Number), loginId, lineDisplayName: null });
    const cookie = formSessionCookie(done);
    expect(done.cookies.find((c) => c.name === "gakumu_form_session")).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/app/",
    });
    const me = await call(t, school, { method: "GET", url: ME, cookie });
    expect(me.json()).toMatchObject({ formUserId: done.json().formUserId, loginId });
    const [row] = await t.database.db.select().from(formUser).where(eq(formUser.id, done.json().formUserId));
    expect(row).toMatchObject({ tenantId: school.tenant.id, organizationId: school.organization.id });
    expect(await verifyPassword(STRONG_PASSWORD, row!.passwordHash!)).toBe(true);
  });

  it("answers the same for a registered address, whose owner is told by mail instead", async () => {
    const { loginId } = await register(t, school);
    const before = t.smtp.received.length;
    const asked = await ask(loginId);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({});
    const mail = await mailTo(t, loginId, "アカウント登録についてのお知らせ", before);
    expect(mail.text).toContain("既に登録されています");
    expect(mail.text).not.toMatch(/認証コード：\d/);
    // The same address is free in another school: accounts belong to one organisation.
    expect((await ask(loginId, newIp(), STRONG_PASSWORD, other)).statusCode).toBe(200);
    const code = codeIn(await mailTo(t, loginId, "認証コードのお知らせ", before));
    expect((await signUp(loginId, code, newIp(), other)).statusCode).toBe(200);
  });

  it("refuses a wrong code, counts guesses and stops after five", async () => {
    const loginId = newMailAddress();
    await ask(loginId);
    const code = codeIn(await mailTo(t, loginId, "認証コードのお知らせ"));
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      const res = await signUp(loginId, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", message: CODE_MESSAGES.wrong });
    }
    expect((await signUp(loginId, wrong)).json().message).toBe(CODE_MESSAGES.tooManyAttempts);
    // Even the right code is refused now: the registration has to start over.
    expect((await signUp(loginId, code)).json().message).toBe(CODE_MESSAGES.tooManyAttempts);
  });

  it("counts simultaneous guesses against the limit: never past it, and a right code after it is refused", async () => {
    const loginId = newMailAddress();
    await ask(loginId);
    const code = codeIn(await mailTo(t, loginId, "認証コードのお知らせ"));
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
    // 60 guesses at once from one caller, the right code as the 41st.
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 40 ? code : wrong(i)));
    const ip = newIp();
    const results = await Promise.all(guesses.map((guess) => signUp(loginId, guess, ip)));

    const [row] = await t.database.db
      .select({ attempts: formUserVerification.attempts })
      .from(formUserVerification)
      .where(eq(formUserVerification.mailAddress, loginId));
    expect(row!.attempts).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
    expect(results[40]!.statusCode).toBe(400);
    expect(results[40]!.json().message).toBe(CODE_MESSAGES.tooManyAttempts);
    expect(results.filter((r) => r.json().message === CODE_MESSAGES.wrong).length).toBeLessThan(
      MAX_CODE_ATTEMPTS,
    );
    expect((await signUp(loginId, code)).json().message).toBe(CODE_MESSAGES.tooManyAttempts);
    expect(await t.database.db.select().from(formUser).where(eq(formUser.loginId, loginId))).toHaveLength(0);
  });

  it("refuses an expired code and a code used before; only the latest code works", async () => {
    const loginId = newMailAddress();
    const before = t.smtp.received.length;
    await ask(loginId);
    const first = codeIn(await mailTo(t, loginId, "認証コードのお知らせ", before));
    await t.database.db
      .update(formUserVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(formUserVerification.mailAddress, loginId));
    expect((await signUp(loginId, first)).json().message).toBe(CODE_MESSAGES.expired);

    const again = t.smtp.received.length;
    await ask(loginId);
    const second = codeIn(await mailTo(t, loginId, "認証コードのお知らせ", again));
    const third = t.smtp.received.length;
    await ask(loginId);
    const latest = codeIn(await mailTo(t, loginId, "認証コードのお知らせ", third));
    if (second !== latest) expect((await signUp(loginId, second)).statusCode).toBe(400);
    expect((await signUp(loginId, latest)).statusCode).toBe(200);
    const reused = await signUp(loginId, latest);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(CODE_MESSAGES.used);
    expect((await signUp(newMailAddress(), "123456")).json().message).toBe(CODE_MESSAGES.none);
  });

  it("creates one account when the same code is sent twice at once", async () => {
    const loginId = newMailAddress();
    await ask(loginId);
    const code = codeIn(await mailTo(t, loginId, "認証コードのお知らせ"));
    const results = await Promise.all([signUp(loginId, code), signUp(loginId, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.database.db.select().from(formUser).where(eq(formUser.loginId, loginId));
    expect(rows).toHaveLength(1);
  });

  it("checks the address and password with the §5.3 rules and messages", async () => {
    const cases: [object, string, string][] = [
      [{ loginId: "", password: STRONG_PASSWORD }, "loginId", "入力してください"],
      [
        { loginId: "たろう@example.com", password: STRONG_PASSWORD },
        "loginId",
        "メールアドレスの形式で入力してください",
      ],
      [{ loginId: newMailAddress(), password: "" }, "password", "入力してください"],
      [
        { loginId: newMailAddress(), password: "abcdefgh1" },
        "password",
        "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください",
      ],
      [
        { loginId: newMailAddress(), password: `Aa1-${"x".repeat(130)}` },
        "password",
        "128文字以内で入力してください",
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await call(t, school, { url: CONFIRM, payload, ip: newIp() });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details).toContainEqual({ path, message });
    }
    const noCode = await call(t, school, {
      url: SIGN_UP,
      payload: { loginId: newMailAddress(), verificationCode: " " },
    });
    expect(noCode.json().details).toContainEqual({
      path: "verificationCode",
      message: "認証コードを入力してください",
    });
  });

  it("limits code requests per address and per caller", async () => {
    const loginId = newMailAddress();
    for (let i = 0; i < 5; i++) expect((await ask(loginId)).statusCode).toBe(200);
    const limited = await ask(loginId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain("しばらく");
    const ip = newIp();
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await ask(newMailAddress(), ip)).statusCode;
    expect(last).toBe(429);
    const sent = await t.database.db
      .select()
      .from(formUserVerification)
      .where(and(eq(formUserVerification.mailAddress, loginId)));
    expect(sent).toHaveLength(5);
  });

  it("needs a valid link and the CSRF header", async () => {
    const payload = { loginId: newMailAddress(), password: STRONG_PASSWORD };
    const without = await t.app.inject({
      method: "POST",
      url: CONFIRM,
      payload,
      headers: { "x-requested-by": "x" },
    });
    expect(without.json().code).toBe("FORM_ACCESS_KEY_IS_NOT_SET");
    const forged = await call(
      t,
      { keyHeaders: { "x-access-key": "A".repeat(32) } },
      { url: CONFIRM, payload },
    );
    expect(forged.json().code).toBe("FORM_ACCESS_KEY_IS_NOT_VALID");
    const noHeader = await t.app.inject({ method: "POST", url: SIGN_UP, payload });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().code).toBe("CSRF_HEADER_MISSING");
  });
});
