import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createFormSchool,
  type FormSchool,
  mailTo,
  newIp,
  newMailAddress,
  PUBLIC_URL,
  register,
  STRONG_PASSWORD,
  useFormUserTestApp,
} from "../../../test/form-users/form-user-test-app";
import { RESET_MESSAGES } from "./form-user-password-reset.service";
import { formUserPasswordReset } from "./form-users.tables";

const SEND = "/app/form-api/password/send-reset-mail";
const DO_RESET = "/app/form-api/password/do-reset";
const SIGN_IN = "/app/form-login/id-pass/sign-in";
const ME = "/app/form-api/form-user/me";
const NEW_PASSWORD = "Momiji#2027";
const SUBJECT = "パスワード再設定のご案内";

describe("form user password reset", () => {
  const t = useFormUserTestApp();
  let school: FormSchool;
  let other: FormSchool;

  beforeAll(async () => {
    school = await createFormSchool(t);
    other = await createFormSchool(t);
  });

  const send = (mailAddress: string, s = school, ip = newIp()) =>
    call(t, s, { url: SEND, payload: { mailAddress }, ip });
  const reset = (resetId: string, password = NEW_PASSWORD, passwordConfirm = password, s = school) =>
    call(t, s, { method: "PUT", url: DO_RESET, payload: { password, passwordConfirm, resetId } });
  const signIn = (loginId: string, password: string) =>
    call(t, school, { url: SIGN_IN, payload: { loginId, password }, ip: newIp() });

  /** Asks for the mail and reads the link's accessKey and resetId from it. */
  async function resetLink(loginId: string) {
    const before = t.smtp.received.length;
    expect((await send(loginId)).json()).toEqual({});
    const mail = await mailTo(t, loginId, SUBJECT, before);
    const link = new URL(/https:\/\/\S+/.exec(mail.text)![0]);
    return { mail, link, resetId: link.searchParams.get("resetId")! };
  }

  it("mails a link to the reset screen; the new password replaces the old and ends every session", async () => {
    const account = await register(t, school);
    const { mail, link, resetId } = await resetLink(account.loginId);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/app/form-frontend/password-reset`);
    expect(link.searchParams.get("accessKey")).toBe(school.accessKey);
    expect(mail.text).toContain("URLの有効期限：");
    const stored = await t.database.db.select().from(formUserPasswordReset);
    expect(JSON.stringify(stored)).not.toContain(resetId);

    const done = await reset(resetId);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({});
    expect((await call(t, school, { method: "GET", url: ME, cookie: account.cookie })).statusCode).toBe(401);
    expect((await signIn(account.loginId, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(account.loginId, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(resetId, "Another-pass9");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_MESSAGES.used);
  });

  it("refuses an expired link and a made-up one", async () => {
    const account = await register(t, school);
    const { resetId } = await resetLink(account.loginId);
    await t.database.db
      .update(formUserPasswordReset)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(formUserPasswordReset.formUserId, account.formUserId));
    expect((await reset(resetId)).json().message).toBe(RESET_MESSAGES.expired);
    expect((await reset("not-a-real-reset-id")).json().message).toBe(RESET_MESSAGES.invalid);
    expect((await signIn(account.loginId, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("does not accept a reset id with another school's link", async () => {
    const account = await register(t, school);
    const { resetId } = await resetLink(account.loginId);
    const res = await reset(resetId, NEW_PASSWORD, NEW_PASSWORD, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_MESSAGES.invalid);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const unknown = newMailAddress("nobody");
    const res = await send(unknown);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.smtp.received.some((m) => m.envelopeTo.includes(unknown))).toBe(false);
  });

  it("checks the new password with the §5.3 rules and messages", async () => {
    const cases: [object, string, string][] = [
      [{ password: "", passwordConfirm: "", resetId: "x" }, "password", "入力してください"],
      [
        { password: "password1", passwordConfirm: "password1", resetId: "x" },
        "password",
        "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください",
      ],
      [
        { password: NEW_PASSWORD, passwordConfirm: "Momiji#2028", resetId: "x" },
        "passwordConfirm",
        "パスワードが一致しません",
      ],
      [{ password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, resetId: "" }, "resetId", "入力してください"],
    ];
    for (const [payload, path, message] of cases) {
      const res = await call(t, school, { method: "PUT", url: DO_RESET, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details).toContainEqual({ path, message });
    }
    const badMail = await send("メール");
    expect(badMail.json().details).toContainEqual({
      path: "mailAddress",
      message: "メールアドレスの形式で入力してください",
    });
  });

  it("limits reset mails per address and per caller", async () => {
    const account = await register(t, school);
    for (let i = 0; i < 5; i++) expect((await send(account.loginId)).statusCode).toBe(200);
    expect((await send(account.loginId)).statusCode).toBe(429);
    const ip = newIp();
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await send(newMailAddress(), school, ip)).statusCode;
    expect(last).toBe(429);
  });

  it("needs the link's access key", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: DO_RESET,
      headers: { "x-requested-by": "x" },
      payload: { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, resetId: "x" },
    });
    expect(res.json().code).toBe("FORM_ACCESS_KEY_IS_NOT_SET");
  });
});
