import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createFormSchool,
  type FormSchool,
  newIp,
  register,
  STRONG_PASSWORD,
  useFormUserTestApp,
} from "../../../test/form-users/form-user-test-app";
import { auditLog } from "../../platform/audit/audit.tables";
import { applicantOf } from "./form-user-context";
import { formUser } from "./form-users.tables";

const ME = "/app/form-api/form-user/me";
const SIGN_IN = "/app/form-login/id-pass/sign-in";
/** A stand-in for the answering routes: the caller the gate resolves for `{ applicant: "access-key" }`. */
const PROBE = "/app/form-api/test/form-user-context";

describe("the form user's own account", () => {
  const t = useFormUserTestApp({
    extraRoutes(app: FastifyInstance) {
      app.get(PROBE, { config: { access: { applicant: "access-key" } } }, async (request) => {
        const ctx = applicantOf(request);
        return {
          tenantId: ctx.tenantId,
          organizationId: ctx.organizationId,
          formUserId: ctx.formUserId,
          formId: ctx.access?.form.id,
        };
      });
    },
  });
  let school: FormSchool;
  let other: FormSchool;

  beforeAll(async () => {
    school = await createFormSchool(t);
    other = await createFormSchool(t);
  });

  const get = (cookie?: string, s: Pick<FormSchool, "keyHeaders"> = school, url = ME) =>
    call(t, s, { method: "GET", url, cookie });
  const put = (cookie: string, payload: object) =>
    call(t, school, { method: "PUT", url: ME, cookie, payload });
  const remove = (cookie: string) => call(t, school, { method: "DELETE", url: ME, cookie });

  it("shows the logged-in user and 401 without a login", async () => {
    const account = await register(t, school);
    const res = await get(account.cookie);
    expect(res.json()).toEqual({
      formUserId: account.formUserId,
      loginId: account.loginId,
      lineDisplayName: null,
      name: "",
      nameKana: "",
      telNo: "",
      lastLoginAt: expect.any(String),
      version: 1,
    });
    // The mypage may be opened without a link: the session alone is enough.
    const noKey = await t.app.inject({ url: ME, headers: { cookie: account.cookie } });
    expect(noKey.json().formUserId).toBe(account.formUserId);
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "UNAUTHENTICATED", message: "ログインしてください。" });
  });

  it("updates the profile with the version it read, and refuses a stale one", async () => {
    const account = await register(t, school);
    const saved = await put(account.cookie, {
      name: "山田 花子",
      nameKana: "ヤマダ　ハナコ",
      telNo: "090-1234-5678",
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: "山田 花子",
      nameKana: "ヤマダ　ハナコ",
      telNo: "090-1234-5678",
      version: 2,
    });
    const stale = await put(account.cookie, { name: "別人", nameKana: "", telNo: "", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("CONFLICT");
    expect((await get(account.cookie)).json().name).toBe("山田 花子");
    const [trail] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "form-user.profile"));
    expect(trail).toMatchObject({
      actorDisplayId: `form-user:${account.formUserId}`,
      targetId: String(account.formUserId),
    });
  });

  it("checks the profile fields", async () => {
    const account = await register(t, school);
    const res = await put(account.cookie, {
      name: "あ".repeat(51),
      nameKana: "やまだ",
      telNo: "abc",
      version: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: "name", message: "50文字以内で入力してください" },
      { path: "nameKana", message: "全角カタカナで入力してください" },
      { path: "telNo", message: "電話番号の形式で入力してください" },
    ]);
  });

  it("deletes the account logically; another device gets FORM_USER_NOT_FOUND once, then is anonymous", async () => {
    const account = await register(t, school);
    const second = await call(t, school, {
      url: SIGN_IN,
      payload: { loginId: account.loginId, password: STRONG_PASSWORD },
      ip: newIp(),
    });
    const otherDevice = `gakumu_form_session=${second.cookies.find((c) => c.name === "gakumu_form_session")!.value}`;

    const gone = await remove(account.cookie);
    expect(gone.statusCode).toBe(200);
    expect(gone.cookies.find((c) => c.name === "gakumu_form_session")?.value).toBe("");
    const [row] = await t.database.db.select().from(formUser).where(eq(formUser.id, account.formUserId));
    expect(row!.deletedAt).toBeInstanceOf(Date);

    const notFound = await get(otherDevice);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({
      code: "FORM_USER_NOT_FOUND",
      message: "ユーザー情報が削除されました。",
    });
    expect((await get(otherDevice)).json().code).toBe("UNAUTHENTICATED");
    // The deleted account cannot log in, and its address is free to register again.
    const signIn = await call(t, school, {
      url: SIGN_IN,
      payload: { loginId: account.loginId, password: STRONG_PASSWORD },
      ip: newIp(),
    });
    expect(signIn.json().code).toBe("LOGIN_FAILED");
    const again = await register(t, school, account.loginId);
    expect(again.formUserId).not.toBe(account.formUserId);
  });

  it("reports an account deleted by staff to the answering routes too", async () => {
    const account = await register(t, school);
    await t.database.db
      .update(formUser)
      .set({ deletedAt: new Date() })
      .where(eq(formUser.id, account.formUserId));
    const res = await get(account.cookie, school, PROBE);
    expect(res.json().code).toBe("FORM_USER_NOT_FOUND");
    expect((await get(account.cookie, school, PROBE)).json().formUserId).toBeNull();
  });

  it("gives the answering routes the link's organisation and the user only when it is theirs", async () => {
    const account = await register(t, school);
    expect((await get(account.cookie, school, PROBE)).json()).toEqual({
      tenantId: school.tenant.id,
      organizationId: school.organization.id,
      formUserId: account.formUserId,
      formId: school.formId,
    });
    // Logged in at one school, on another school's link: a visitor there, nothing of the account shows.
    expect((await get(account.cookie, other, PROBE)).json()).toMatchObject({
      organizationId: other.organization.id,
      formUserId: null,
    });
    expect((await get(account.cookie, other)).statusCode).toBe(401);
    expect((await put(account.cookie, { name: "x", nameKana: "", telNo: "", version: 1 })).statusCode).toBe(
      200,
    );
    const viaOther = await call(t, other, { method: "DELETE", url: ME, cookie: account.cookie });
    expect(viaOther.statusCode).toBe(401);
    expect((await get(undefined, school, PROBE)).json().formUserId).toBeNull();
    expect(
      (await get(account.cookie, { keyHeaders: { "x-access-key": "B".repeat(32) } }, PROBE)).json().code,
    ).toBe("FORM_ACCESS_KEY_IS_NOT_VALID");
  });

  it("documents every form-user route in the OpenAPI document", async () => {
    const doc = await t.app.inject({ url: "/app/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const path of [
      "/app/form-login/id-pass/sign-in",
      "/app/form-api/form-login/id-pass/confirm-mail-address",
      "/app/form-api/form-login/id-pass/sign-up",
      "/app/form-api/password/send-reset-mail",
      "/app/form-api/password/do-reset",
      "/app/form-api/logout",
      ME,
      "/app/form-api/form-login/line/url/sign-in",
      "/app/form-api/form-login/line/url/sign-up",
      "/app/form-api/form-login/line/callback",
    ]) {
      expect(paths).toContain(path);
    }
  });
});
