import {
  ChangePasswordBody,
  LoginHistoryResponse,
  LoginReminderBody,
  LoginResetBody,
  LoginResetCheckResponse,
  LoginResetQuery,
  NoContent,
  TotpCodeBody,
  TotpSetupResponse,
} from "@gakumu/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../access/request-context";
import { historyResultOf, loginHistory } from "./login-attempts";
import {
  checkResetToken,
  type ReminderDeps,
  requestLoginReminder,
  resetPasswordWithToken,
} from "./password-reminder.service";
import { changeOwnPassword, confirmTotpSetup, startTotpSetup } from "./security.service";

export interface SecurityRouteDeps extends ReminderDeps {
  /** Where mailed links point (platform/http/public-url.ts), never the request's Host. */
  publicUrl: string;
}

/** The security settings page (own password, authenticator app, login history) and the reminder pages. */
export function registerSecurityRoutes(app: FastifyInstance, deps: SecurityRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers["user-agent"],
  });

  r.post(
    "/app/api/v2/security/password",
    {
      config: { access: { session: true } },
      schema: {
        tags: ["セキュリティ設定"],
        summary: "パスワードの変更（本人）",
        body: ChangePasswordBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await changeOwnPassword(db, requireContext(request), request.body);
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/app/api/v2/security/totp/setup",
    {
      config: { access: { session: true } },
      schema: {
        tags: ["セキュリティ設定"],
        summary: "2段階認証の設定開始（認証アプリに登録する URL を発行）",
        response: { 200: TotpSetupResponse },
      },
    },
    async (request) => startTotpSetup(db, deps.secretBox, requireContext(request)),
  );

  r.post(
    "/app/api/v2/security/totp/confirm",
    {
      config: { access: { session: true } },
      schema: {
        tags: ["セキュリティ設定"],
        summary: "2段階認証の設定完了（認証コードで確認）",
        body: TotpCodeBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await confirmTotpSetup(db, deps.secretBox, requireContext(request), request.body.code);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/app/api/v2/security/login-history",
    {
      config: { access: { session: true } },
      schema: {
        tags: ["セキュリティ設定"],
        response: {
          200: LoginHistoryResponse,
        },
      },
    },
    async (request) =>
      (await loginHistory(db, requireContext(request).loginUserId)).map((h) => ({
        occurredAt: h.occurredAt.toISOString(),
        ipAddress: h.ipAddress,
        userAgent: h.userAgent,
        step: h.step,
        result: historyResultOf(h.succeeded),
      })),
  );

  r.post(
    "/app/api/v2/manage/login-reminder",
    {
      config: { access: { public: true } },
      schema: {
        tags: ["ログイン"],
        summary: "パスワード再設定メールの送信依頼",
        body: LoginReminderBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await requestLoginReminder(deps, request.body, client(request), `${deps.publicUrl}/login-reset`);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/app/api/v2/manage/login-reset",
    {
      config: { access: { public: true } },
      schema: {
        tags: ["ログイン"],
        querystring: LoginResetQuery,
        response: { 200: LoginResetCheckResponse },
      },
    },
    async (request) => checkResetToken(db, request.query.token),
  );

  r.post(
    "/app/api/v2/manage/login-reset",
    {
      config: { access: { public: true } },
      schema: {
        tags: ["ログイン"],
        summary: "パスワードの再設定（メールのリンクから）",
        body: LoginResetBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await resetPasswordWithToken(db, request.body);
      return reply.status(204).send(null);
    },
  );
}
