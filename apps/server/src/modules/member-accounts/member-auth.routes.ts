import {
  MemberChangePasswordBody,
  MemberLoginBody,
  MemberMailLinkBody,
  MemberMailLinkCheckResponse,
  MemberMailLinkQuery,
  type MemberMe,
  MemberMeResponse,
  MemberQrCheckResponse,
  MemberQrLoginBody,
  MemberRegisterBody,
  MemberReminderBody,
  MemberTokenQuery,
  NoContent,
} from "@gakumu/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../platform/module-kit/module-definition";
import { findAppMember } from "../members/member-app-lookups";
import { memberOf } from "./member-access";
import { accountById, type MemberAccountRow, type School, schoolOf } from "./member-account-queries";
import { createMemberAuthLimits } from "./member-auth-limits";
import { type LoggedInMember, loginWithPassword } from "./member-password-login.service";
import {
  changeOwnPassword,
  checkResetLink,
  requestPasswordReminder,
  resetPasswordByLink,
} from "./member-password-reset.service";
import { checkLoginQr, loginWithQr } from "./member-qr-login.service";
import {
  checkRegistrationLink,
  completeRegistration,
  requestRegistration,
} from "./member-registration.service";
import {
  clearMemberSessionCookie,
  createMemberSession,
  destroyMemberSession,
  destroyMemberSessions,
  memberClientOf,
  memberSessionToken,
  setMemberSessionCookie,
} from "./member-session";

// The member app's login calls (a member is neither staff nor a form user): its own cookie
// (gakumu_member). The login, QR, registration and reminder calls are public and throttled; the
// account's own calls declare { member: true } and the gate puts the member on request.member.

const open = { public: true } as const;
const asMember = { member: true } as const;
const tags = ["メンバーアプリ：ログイン"];
const P = "/app/api/member-app/auth";

export function registerMemberAuthRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const limits = createMemberAuthLimits(db);
  const mailDeps = { db, mailer: deps.mailer, publicUrl: deps.publicUrl, limits };

  async function meOf(school: School, account: MemberAccountRow): Promise<MemberMe> {
    const found = await findAppMember(db, account.tenantId, account.memberId);
    return {
      memberId: found?.memberId ?? "",
      name: found?.name ?? "",
      organizationCd: school.organizationCd,
      organizationName: school.name,
      tenantCd: school.tenantCd,
      loginMailAddress: account.mailVerifiedAt ? account.loginMailAddress : null,
      registeredAt: account.registeredAt.toISOString(),
    };
  }

  /**
   * A login always starts a fresh session (rotation): the browser's old token is dropped. After a
   * password was set (QR, link), every other session of the account ends too.
   */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    { school, account }: LoggedInMember,
    endOthers: boolean,
  ): Promise<MemberMe> {
    const previous = memberSessionToken(request);
    if (previous) await destroyMemberSession(db, previous);
    if (endOthers) await destroyMemberSessions(db, account.id);
    const token = await createMemberSession(
      db,
      {
        tenantId: account.tenantId,
        organizationId: account.organizationId,
        accountId: account.id,
        memberId: account.memberId,
      },
      memberClientOf(request),
    );
    setMemberSessionCookie(request, reply, token);
    return meOf(school, account);
  }

  r.post(
    `${P}/login`,
    {
      config: { access: open },
      schema: {
        tags,
        summary: "メンバーIDまたはメールアドレスとパスワードでログイン",
        body: MemberLoginBody,
        response: { 200: MemberMeResponse },
      },
    },
    async (request, reply) => {
      const loggedIn = await loginWithPassword(db, limits, request.body, request.ip);
      return startSession(request, reply, loggedIn, false);
    },
  );

  r.post(
    `${P}/logout`,
    {
      config: { access: open },
      schema: { tags, summary: "ログアウト", response: { 204: NoContent } },
    },
    async (request, reply) => {
      const token = memberSessionToken(request);
      if (token) await destroyMemberSession(db, token);
      clearMemberSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${P}/me`,
    {
      config: { access: asMember },
      schema: { tags, summary: "ログイン中のメンバー", response: { 200: MemberMeResponse } },
    },
    async (request) => {
      const caller = memberOf(request);
      const account = await accountById(db, caller.tenantId, caller.accountId);
      const school = await schoolOf(db, caller.tenantId, caller.organizationId);
      // The gate found the session, whose account cascades with it: both are there.
      return meOf(school!, account!);
    },
  );

  r.post(
    `${P}/password`,
    {
      config: { access: asMember },
      schema: {
        tags,
        summary: "パスワードの変更（本人）",
        body: MemberChangePasswordBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const caller = memberOf(request);
      await changeOwnPassword(db, caller, request.body);
      await destroyMemberSessions(db, caller.accountId, caller.sessionTokenHash);
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${P}/qr-login`,
    {
      config: { access: open },
      schema: {
        tags,
        summary: "ログインQRの確認（使用はしない）",
        querystring: MemberTokenQuery,
        response: { 200: MemberQrCheckResponse },
      },
    },
    async (request) => checkLoginQr(db, limits, request.query.token, request.ip),
  );

  r.post(
    `${P}/qr-login`,
    {
      config: { access: open },
      schema: {
        tags,
        summary: "ログインQRでパスワードを設定してログイン",
        body: MemberQrLoginBody,
        response: { 200: MemberMeResponse },
      },
    },
    async (request, reply) => {
      const loggedIn = await loginWithQr(db, limits, request.body, request.ip);
      return startSession(request, reply, loggedIn, true);
    },
  );

  r.post(
    `${P}/register`,
    {
      config: { access: open },
      schema: {
        tags,
        summary: "アプリ利用登録の申し込み（確認メールの送信）",
        body: MemberRegisterBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await requestRegistration(mailDeps, request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${P}/verify`,
    {
      config: { access: open },
      schema: {
        tags,
        summary: "メールのURLの確認（使用はしない）",
        querystring: MemberMailLinkQuery,
        response: { 200: MemberMailLinkCheckResponse },
      },
    },
    async (request) => {
      await limits.take("qr", request.ip);
      const { token, kind } = request.query;
      return kind === "register" ? checkRegistrationLink(db, token) : checkResetLink(db, token);
    },
  );

  r.post(
    `${P}/verify`,
    {
      config: { access: open },
      schema: {
        tags,
        summary: "メールのURLでパスワードを設定してログイン（利用登録・パスワード再設定）",
        body: MemberMailLinkBody,
        response: { 200: MemberMeResponse },
      },
    },
    async (request, reply) => {
      const { kind, ...input } = request.body;
      const loggedIn =
        kind === "register"
          ? await completeRegistration(db, limits, input, request.ip)
          : await resetPasswordByLink(db, limits, input, request.ip);
      return startSession(request, reply, loggedIn, true);
    },
  );

  r.post(
    `${P}/reminder`,
    {
      config: { access: open },
      schema: {
        tags,
        summary: "パスワード再設定メールの送信",
        body: MemberReminderBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await requestPasswordReminder(mailDeps, request.body, request.ip);
      return reply.status(204).send(null);
    },
  );
}
