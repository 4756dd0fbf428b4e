import { NonLoginAccessKeyDataType } from "@gakumu/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TenantFixture } from "../../../test/factories";
import {
  mailTo,
  newIp,
  newMailAddress,
  useFormUserTestApp,
} from "../../../test/form-users/form-user-test-app";
import {
  AUTH,
  loginQrFor,
  MEMBER_PASSWORD,
  memberCall,
  memberCookie,
  newAppMember,
  newSchool,
  registerByQr,
} from "../../../test/member-accounts/member-account-test-kit";
import { issueAccessKey } from "../../platform/access-keys/non-login-access-keys";
import { organization } from "../../platform/tenancy/tenancy.tables";
import { member } from "../members/members.tables";
import { memberAccount } from "./member-accounts.tables";
import { createMemberAuthLimits, MEMBER_AUTH_THROTTLED_MESSAGE } from "./member-auth-limits";
import { MEMBER_LOGIN_FAILED_MESSAGE, MEMBER_LOGIN_LOCKED_MESSAGE } from "./member-password-login.service";
import { QR_INVALID_MESSAGE } from "./member-qr-login.service";
import { ALREADY_REGISTERED_MESSAGE, NO_SUCH_MEMBER_MESSAGE } from "./member-registration.service";

const NEW_PASSWORD = "Momiji-2027";

describe("member app login: QR, password, registration, reminder", () => {
  const t = useFormUserTestApp();
  let school: TenantFixture;
  let other: TenantFixture;

  beforeAll(async () => {
    school = await newSchool(t);
    other = await newSchool(t);
  });

  const where = (s: TenantFixture) => ({
    tenantCd: s.tenant.tenantCd,
    organizationCd: s.organization.organizationCd,
  });
  const login = (s: TenantFixture, loginId: string, password: string, ip = newIp()) =>
    memberCall(t, { url: `${AUTH}/login`, payload: { ...where(s), loginId, password }, ip });
  const me = (cookie?: string) => memberCall(t, { method: "GET", url: `${AUTH}/me`, cookie });
  const qrLogin = (token: string, password = MEMBER_PASSWORD, ip = newIp()) =>
    memberCall(t, { url: `${AUTH}/qr-login`, payload: { token, password, passwordConfirm: password }, ip });

  describe("login QR", () => {
    it("shows whose QR it is, sets the password, logs in and answers who is logged in", async () => {
      const m = await newAppMember(t, school);
      const token = await loginQrFor(t, school, m.id);
      const check = await memberCall(t, { method: "GET", url: `${AUTH}/qr-login?token=${token}` });
      expect(check.json()).toEqual({
        valid: true,
        name: m.name,
        organizationName: school.organization.name,
        alreadyRegistered: false,
      });
      const res = await qrLogin(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ memberId: m.memberId, name: m.name, loginMailAddress: null });
      const cookie = memberCookie(res);
      expect(res.cookies.find((c) => c.name === "gakumu_member")).toMatchObject({
        httpOnly: true,
        path: "/app/",
      });
      expect((await me(cookie)).json()).toMatchObject({
        memberId: m.memberId,
        tenantCd: school.tenant.tenantCd,
      });
      // The password now works with the member id, typed in full-width digits too.
      expect((await login(school, m.memberId, MEMBER_PASSWORD)).statusCode).toBe(200);
    });

    it("is single use: the second use, even at the same moment, is refused in Japanese", async () => {
      const m = await newAppMember(t, school);
      const token = await loginQrFor(t, school, m.id);
      const [a, b] = await Promise.all([qrLogin(token), qrLogin(token, NEW_PASSWORD)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
      expect([a, b].find((r) => r.statusCode === 404)!.json().message).toBe(QR_INVALID_MESSAGE);
      const again = await qrLogin(token);
      expect(again.statusCode).toBe(404);
      const check = await memberCall(t, { method: "GET", url: `${AUTH}/qr-login?token=${token}` });
      expect(check.json()).toEqual({ valid: false });
    });

    it("refuses an expired QR, a key of another kind and a forged one", async () => {
      const m = await newAppMember(t, school);
      const expired = await loginQrFor(t, school, m.id, new Date(Date.now() - 1000));
      expect((await qrLogin(expired)).statusCode).toBe(404);
      const reminder = await issueAccessKey(t.database.db, {
        tenantId: school.tenant.id,
        dataType: NonLoginAccessKeyDataType.PASSWORD_REMINDER,
        memberId: m.id,
        expiresAt: new Date(Date.now() + 60_000),
      });
      expect((await qrLogin(reminder.token)).statusCode).toBe(404);
      expect((await qrLogin("A".repeat(43))).statusCode).toBe(404);
      const rows = await t.database.db.select().from(memberAccount).where(eq(memberAccount.memberId, m.id));
      expect(rows).toHaveLength(0);
    });

    it("asks for a password by the §5.1 rule, typed twice, and spends nothing when refused", async () => {
      const m = await newAppMember(t, school);
      const token = await loginQrFor(t, school, m.id);
      const weak = await qrLogin(token, "password");
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toContain("8文字以上");
      const mismatch = await memberCall(t, {
        url: `${AUTH}/qr-login`,
        payload: { token, password: MEMBER_PASSWORD, passwordConfirm: NEW_PASSWORD },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toContain("パスワードが一致しません");
      expect((await qrLogin(token)).statusCode).toBe(200);
    });

    it("a reissued QR sets a new password and ends the member's other sessions", async () => {
      const m = await newAppMember(t, school);
      const first = await registerByQr(t, school, m.id);
      const res = await qrLogin(await loginQrFor(t, school, m.id), NEW_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect((await me(first)).statusCode).toBe(401);
      expect((await login(school, m.memberId, MEMBER_PASSWORD)).statusCode).toBe(401);
      expect((await login(school, m.memberId, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe("password login", () => {
    it("refuses a wrong password and an unknown id with one message, and another school's member", async () => {
      const m = await newAppMember(t, school);
      await registerByQr(t, school, m.id);
      for (const res of [
        await login(school, m.memberId, "Wrong-pass1"),
        await login(school, "NOBODY-1", MEMBER_PASSWORD),
        // The member exists, but in another tenant's school.
        await login(other, m.memberId, MEMBER_PASSWORD),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: "LOGIN_FAILED", message: MEMBER_LOGIN_FAILED_MESSAGE });
      }
    });

    it("locks the account after five wrong passwords in a row, even for the right one", async () => {
      const m = await newAppMember(t, school);
      await registerByQr(t, school, m.id);
      for (let i = 0; i < 5; i++)
        expect((await login(school, m.memberId, `Wrong-pass${i}`)).statusCode).toBe(401);
      const locked = await login(school, m.memberId, MEMBER_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: "LOGIN_LOCKED", message: MEMBER_LOGIN_LOCKED_MESSAGE });
      // The lock ends after its time, and the count starts again.
      await t.database.db
        .update(memberAccount)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(memberAccount.memberId, m.id));
      expect((await login(school, m.memberId, "Wrong-pass9")).statusCode).toBe(401);
      expect((await login(school, m.memberId, MEMBER_PASSWORD)).statusCode).toBe(200);
    });

    it("checks at most five of many guesses sent at once, so the right one among them is refused", async () => {
      const m = await newAppMember(t, school);
      await registerByQr(t, school, m.id);
      const wrong = Array.from({ length: 50 }, (_, i) => login(school, m.memberId, `Wrong-pass${i}`));
      const results = await Promise.all([...wrong, login(school, m.memberId, MEMBER_PASSWORD)]);
      const right = results.at(-1)!;
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ code: "LOGIN_LOCKED", message: MEMBER_LOGIN_LOCKED_MESSAGE });
      expect(results.filter((r) => r.statusCode === 401)).toHaveLength(5);
      expect(results.filter((r) => r.statusCode === 429)).toHaveLength(46);
      const [account] = await t.database.db
        .select({ lockedUntil: memberAccount.lockedUntil })
        .from(memberAccount)
        .where(eq(memberAccount.memberId, m.id));
      expect(account!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
      expect((await login(school, m.memberId, MEMBER_PASSWORD)).statusCode).toBe(429);
    });

    it("starts the count again with a new password and with a success: earlier wrong guesses lock nothing", async () => {
      const m = await newAppMember(t, school);
      await registerByQr(t, school, m.id);
      const wrongTimes = async (n: number) => {
        for (let i = 0; i < n; i++)
          expect((await login(school, m.memberId, `Wrong-pass${i}`)).statusCode).toBe(401);
      };
      await wrongTimes(4);
      expect((await qrLogin(await loginQrFor(t, school, m.id), NEW_PASSWORD)).statusCode).toBe(200);
      await wrongTimes(4);
      expect((await login(school, m.memberId, NEW_PASSWORD)).statusCode).toBe(200);
      await wrongTimes(4);
      expect((await login(school, m.memberId, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it("stops logins from one address past its limit, counted in the database for every process", async () => {
      const ip = "198.51.100.77";
      // Another process (its own limiter, the same counter) used up the address's window.
      const elsewhere = createMemberAuthLimits(t.database.db);
      for (let i = 0; i < 200; i++) await elsewhere.take("login", ip);
      const res = await login(school, "ANYONE", MEMBER_PASSWORD, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MEMBER_AUTH_THROTTLED_MESSAGE);
      expect((await login(school, "ANYONE", MEMBER_PASSWORD, "198.51.100.78")).statusCode).toBe(401);
    });

    it("names the school clearly when its code is wrong or repeats across tenants", async () => {
      const wrong = await memberCall(t, {
        url: `${AUTH}/login`,
        payload: { tenantCd: school.tenant.tenantCd, organizationCd: "NO-SUCH", loginId: "x", password: "y" },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe("学校コード（組織コード）が正しくありません。");
      // Another tenant has a school with the same code.
      await t.database.db.insert(organization).values({
        tenantId: other.tenant.id,
        systemCd: 4,
        organizationCd: school.organization.organizationCd,
        name: "同じコードの学校",
      });
      const repeated = await memberCall(t, {
        url: `${AUTH}/login`,
        payload: { organizationCd: school.organization.organizationCd, loginId: "x", password: "y" },
      });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json().message).toContain("契約コードも入力してください");
    });

    it("ends the session at logout, and a deleted member's session at once", async () => {
      const m = await newAppMember(t, school);
      const cookie = await registerByQr(t, school, m.id);
      expect((await me(cookie)).statusCode).toBe(200);
      const out = await memberCall(t, { url: `${AUTH}/logout`, cookie });
      expect(out.statusCode).toBe(204);
      expect((await me(cookie)).statusCode).toBe(401);
      expect((await me()).json().code).toBe("UNAUTHENTICATED");

      const n = await newAppMember(t, school);
      const second = await registerByQr(t, school, n.id);
      await t.database.db.update(member).set({ deletedAt: new Date() }).where(eq(member.id, n.id));
      expect((await me(second)).statusCode).toBe(401);
      expect((await login(school, n.memberId, MEMBER_PASSWORD)).statusCode).toBe(401);
    });

    it("changes the own password, keeping this session and ending the others", async () => {
      const m = await newAppMember(t, school);
      const phone = await registerByQr(t, school, m.id);
      const tablet = memberCookie(await login(school, m.memberId, MEMBER_PASSWORD));
      const change = (currentPassword: string, password: string) =>
        memberCall(t, {
          url: `${AUTH}/password`,
          cookie: phone,
          payload: { currentPassword, password, passwordConfirm: password },
        });
      expect((await change("Wrong-pass1", NEW_PASSWORD)).json().message).toBe(
        "現在のパスワードが正しくありません。",
      );
      expect((await change(MEMBER_PASSWORD, NEW_PASSWORD)).statusCode).toBe(204);
      expect((await me(phone)).statusCode).toBe(200);
      expect((await me(tablet)).statusCode).toBe(401);
      expect((await login(school, m.memberId, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe("self-registration and the password reminder by mail", () => {
    const register = (
      s: TenantFixture,
      memberId: string,
      birthDate: string,
      mailAddress: string,
      ip = newIp(),
    ) =>
      memberCall(t, {
        url: `${AUTH}/register`,
        payload: { ...where(s), memberId, birthDate, mailAddress },
        ip,
      });
    const linkIn = (text: string) => {
      const match = /https:\/\/gakumu\.example\/email-address-authenticate\?kind=(\w+)&token=([\w-]+)/.exec(
        text,
      );
      if (!match) throw new Error(`no link in:\n${text}`);
      return { kind: match[1]!, token: match[2]! };
    };
    const verify = (kind: string, token: string, password = MEMBER_PASSWORD) =>
      memberCall(t, { url: `${AUTH}/verify`, payload: { kind, token, password, passwordConfirm: password } });

    it("matches member id and birth date, mails a link, and the link sets the password and the login mail", async () => {
      const m = await newAppMember(t, school, "2011-05-06");
      const mail = newMailAddress("member");
      expect((await register(school, m.memberId, "2011-05-07", mail)).json().message).toBe(
        NO_SUCH_MEMBER_MESSAGE,
      );
      expect((await register(other, m.memberId, "2011-05-06", mail)).statusCode).toBe(400);
      const res = await register(school, m.memberId, "2011-05-06", mail.toUpperCase());
      expect(res.statusCode).toBe(204);
      const sent = await mailTo(t, mail, `アプリ利用登録のご案内（${school.organization.name}）`);
      const link = linkIn(sent.text);
      expect(link.kind).toBe("register");
      const check = await memberCall(t, {
        method: "GET",
        url: `${AUTH}/verify?kind=register&token=${link.token}`,
      });
      expect(check.json()).toEqual({
        valid: true,
        name: m.name,
        organizationName: school.organization.name,
        mailAddress: mail,
      });
      const done = await verify("register", link.token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ memberId: m.memberId, loginMailAddress: mail });
      expect((await verify("register", link.token)).statusCode).toBe(404);
      expect((await login(school, mail, MEMBER_PASSWORD)).statusCode).toBe(200);
      // Registered: the next request says so instead of mailing again.
      const again = await register(school, m.memberId, "2011-05-06", newMailAddress("member"));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ALREADY_REGISTERED_MESSAGE);
    });

    it("stops after five tries for one member, whatever the address", async () => {
      const m = await newAppMember(t, school);
      for (let i = 0; i < 5; i++)
        expect((await register(school, m.memberId, `2001-01-0${i + 1}`, newMailAddress())).statusCode).toBe(
          400,
        );
      const stopped = await register(school, m.memberId, m.birthDate, newMailAddress());
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json().message).toContain("15分ほど待って");
    });

    it("mails a reset link to the verified address only, once usable, and the new password replaces the old", async () => {
      const m = await newAppMember(t, school, "2009-12-24");
      const mail = newMailAddress("reminder");
      await register(school, m.memberId, m.birthDate, mail);
      const registered = linkIn(
        (await mailTo(t, mail, `アプリ利用登録のご案内（${school.organization.name}）`)).text,
      );
      await verify("register", registered.token);

      const unknown = await memberCall(t, {
        url: `${AUTH}/reminder`,
        payload: { ...where(school), loginId: "NOBODY-2" },
      });
      expect(unknown.statusCode).toBe(204);
      const res = await memberCall(t, {
        url: `${AUTH}/reminder`,
        payload: { ...where(school), loginId: m.memberId },
      });
      expect(res.statusCode).toBe(204);
      const sent = await mailTo(t, mail, "アプリのパスワード再設定のご案内");
      expect(sent.text).toContain(`ログインID（メンバーID）：${m.memberId}`);
      const link = linkIn(sent.text);
      expect(link.kind).toBe("reset");
      expect((await verify("register", link.token)).statusCode).toBe(404);
      expect((await verify("reset", link.token, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await verify("reset", link.token, NEW_PASSWORD)).statusCode).toBe(404);
      expect((await login(school, m.memberId, MEMBER_PASSWORD)).statusCode).toBe(401);
      expect((await login(school, mail, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe("bad input", () => {
    it.each([
      ["a NUL", { loginId: "a\u0000b", password: "x" }],
      ["a lone surrogate", { loginId: "\ud800", password: "x" }],
      ["a number for text", { loginId: 1e308, password: "x" }],
      ["a huge text", { loginId: "a".repeat(100_000), password: "x" }],
      ["nothing", {}],
    ])("answers 400 in Japanese for %s", async (_label, payload) => {
      const res = await memberCall(t, { url: `${AUTH}/login`, payload: { ...where(school), ...payload } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龠]/);
    });

    it("refuses malformed tokens, dates and kinds without a 500", async () => {
      const calls = [
        memberCall(t, { method: "GET", url: `${AUTH}/qr-login?token=${"a".repeat(500)}` }),
        memberCall(t, { method: "GET", url: `${AUTH}/verify?kind=other&token=abc` }),
        memberCall(t, {
          url: `${AUTH}/qr-login`,
          payload: { token: 12, password: MEMBER_PASSWORD, passwordConfirm: MEMBER_PASSWORD },
        }),
        memberCall(t, {
          url: `${AUTH}/register`,
          payload: {
            ...where(school),
            memberId: "X",
            birthDate: "2010-13-99x",
            mailAddress: "a@example.com",
          },
        }),
        memberCall(t, {
          url: `${AUTH}/register`,
          payload: { ...where(school), memberId: "X", birthDate: "2010-01-01", mailAddress: "not-mail" },
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龠]/);
      }
    });
  });
});
