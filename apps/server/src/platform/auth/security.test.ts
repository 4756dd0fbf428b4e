import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  apiHeaders,
  cookieFrom,
  createTestTenant,
  loginAs,
  TEST_PASSWORD,
  totpCodeFor,
} from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { useTestApp } from "../../../test/test-app";

describe("security settings and password reminder", () => {
  const t = useTestApp();
  const inject = (method: "GET" | "POST", url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  it("changes the own password after checking the current one and the rule", async () => {
    const { tenant } = await createTestTenant(t.database.db);
    const headers = await loginAs(t.app, { tenantCd: tenant.tenantCd, displayUserId: "admin" });
    const other = await loginAs(t.app, { tenantCd: tenant.tenantCd, displayUserId: "admin" });
    const url = "/app/api/v2/security/password";

    const wrongCurrent = await inject("POST", url, headers, {
      currentPassword: "x",
      newPassword: "New-pass123",
      newPasswordConfirm: "New-pass123",
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().details[0].path).toBe("currentPassword");
    const weak = await inject("POST", url, headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: "abcdefgh",
      newPasswordConfirm: "abcdefgh",
    });
    expect(weak.json().message).toContain("3種類以上");
    const differ = await inject("POST", url, headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: "New-pass123",
      newPasswordConfirm: "New-pass124",
    });
    expect(differ.json().message).toBe("パスワードが一致しません");

    const ok = await inject("POST", url, headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: "New-pass123",
      newPasswordConfirm: "New-pass123",
    });
    expect(ok.statusCode).toBe(204);
    // This session stays; the other one ends with the old password.
    expect((await inject("GET", "/app/api/v2/login/loginuser", headers)).statusCode).toBe(200);
    expect((await inject("GET", "/app/api/v2/login/loginuser", other)).statusCode).toBe(401);
    await loginAs(t.app, { tenantCd: tenant.tenantCd, displayUserId: "admin", password: "New-pass123" });
  });

  it("sets up an authenticator app from the settings and requires it from then on", async () => {
    const { tenant } = await createTestTenant(t.database.db);
    const headers = await loginAs(t.app, { tenantCd: tenant.tenantCd, displayUserId: "admin" });
    const setup = await inject("POST", "/app/api/v2/security/totp/setup", headers);
    const url: string = setup.json().url;
    expect(url).toMatch(/^otpauth:/);
    expect(
      (await inject("POST", "/app/api/v2/security/totp/confirm", headers, { code: "123" })).statusCode,
    ).toBe(400);
    const ok = await inject("POST", "/app/api/v2/security/totp/confirm", headers, {
      code: await totpCodeFor(url),
    });
    expect(ok.statusCode).toBe(204);
    const login = await inject("POST", "/app/api/v2/manage/login", apiHeaders, {
      tenantCd: tenant.tenantCd,
      displayUserId: "admin",
      password: TEST_PASSWORD,
    });
    expect(login.json()).toEqual({ twoStepType: 1, url: null });
    const history = await inject("GET", "/app/api/v2/security/login-history", headers);
    expect(history.json().length).toBeGreaterThanOrEqual(2);
    // That login stopped at the code: its password alone is not shown as a success.
    expect(history.json()[0]).toMatchObject({ result: "incomplete", step: "password" });
  });

  it("does not count a password step that never got its code as a successful login", async () => {
    const { tenant } = await createTestTenant(t.database.db, { twoStep: true });
    const passwordStep = () =>
      inject("POST", "/app/api/v2/manage/login", apiHeaders, {
        tenantCd: tenant.tenantCd,
        displayUserId: "admin",
        password: TEST_PASSWORD,
      });
    const codeStep = (pending: { cookies: { name: string; value: string }[] }, code: string) =>
      inject(
        "POST",
        "/app/api/v2/manage/login/totp",
        { ...apiHeaders, cookie: cookieFrom(pending) },
        {
          displayUserId: "admin",
          code,
        },
      );

    const first = await passwordStep();
    const url: string = first.json().url;
    const completed = await codeStep(first, await totpCodeFor(url));
    expect(completed.statusCode).toBe(200);
    await passwordStep(); // the password only: the code is never entered
    const third = await passwordStep();
    expect((await codeStep(third, "000000")).statusCode).toBe(401);

    const history = await inject("GET", "/app/api/v2/security/login-history", {
      ...apiHeaders,
      cookie: cookieFrom(completed),
    });
    expect(history.json().map((h: { result: string }) => h.result)).toEqual([
      "failure",
      "incomplete",
      "incomplete",
      "success",
    ]);
  });

  it("mails a one-time reset link and the login id, and the link sets a new password once", async () => {
    const { tenant } = await createTestTenant(t.database.db);
    const res = await inject("POST", "/app/api/v2/manage/login-reminder", apiHeaders, {
      tenantCd: tenant.tenantCd,
      mailAddress: "admin@example.jp",
    });
    expect(res.statusCode).toBe(204);
    const unknown = await inject("POST", "/app/api/v2/manage/login-reminder", apiHeaders, {
      tenantCd: tenant.tenantCd,
      mailAddress: "nobody@example.jp",
    });
    expect(unknown.statusCode).toBe(204); // same answer: the address's existence stays secret

    const mails = await waitUntil(async () => {
      const { rows } = await t.database.executeSql(
        `select subject, text_body from mail_outbox where tenant_id = ${tenant.id} order by id`,
      );
      return rows.length === 2 ? (rows as { subject: string; text_body: string }[]) : undefined;
    });
    expect(mails.map((m) => m.subject)).toEqual(["ログインIDのお知らせ", "パスワード再設定のご案内"]);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mails[1]!.text_body)![1]!);

    const check = await inject(
      "GET",
      `/app/api/v2/manage/login-reset?token=${encodeURIComponent(token)}`,
      apiHeaders,
    );
    expect(check.json()).toEqual({ valid: true, displayUserId: "admin" });
    const reset = await inject("POST", "/app/api/v2/manage/login-reset", apiHeaders, {
      token,
      newPassword: "Reset-pass9",
      newPasswordConfirm: "Reset-pass9",
    });
    expect(reset.statusCode).toBe(204);
    await loginAs(t.app, { tenantCd: tenant.tenantCd, displayUserId: "admin", password: "Reset-pass9" });
    const again = await inject("POST", "/app/api/v2/manage/login-reset", apiHeaders, {
      token,
      newPassword: "Other-pass9",
      newPasswordConfirm: "Other-pass9",
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toContain("無効");
  });

  it("throttles reminder requests for one address", async () => {
    const { tenant } = await createTestTenant(t.database.db);
    const send = () =>
      inject("POST", "/app/api/v2/manage/login-reminder", apiHeaders, {
        tenantCd: tenant.tenantCd,
        mailAddress: "x@example.jp",
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(429);
  });

  it("keeps a user with a reset password out of menu routes until they change it", async () => {
    const { tenant } = await createTestTenant(t.database.db);
    const headers = await loginAs(t.app, { tenantCd: tenant.tenantCd, displayUserId: "admin" });
    await t.database.db.execute(
      sql`update login_user set password_change_required = true where tenant_id = ${tenant.id}`,
    );
    const me = await inject("GET", "/app/api/v2/login/loginuser", headers);
    expect(me.json().passwordChangeRequired).toBe(true);
  });
});
