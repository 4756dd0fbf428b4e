import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../access/request-context";
import { historyResultOf, loginHistory } from "./login-attempts";
import {
  checkResetToken,
  type ReminderDeps,
  requestLoginReminder,
  resetPasswordWithToken,
} from "./password-reminder.service";
import { changeOwnPassword, confirmTotpSetup, startTotpSetup } from "./security.service";

const NewPassword = {
  newPassword: z.string().max(128),
  newPasswordConfirm: z.string().max(128),
};
const TotpCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "6桁の数字を入力してください"),
});

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
        body: z.object({
          currentPassword: z.string().min(1, "現在のパスワードを入力してください").max(128),
          ...NewPassword,
        }),
        response: { 204: z.null() },
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
        response: { 200: z.object({ url: z.string() }) },
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
        body: TotpCode,
        response: { 204: z.null() },
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
          200: z.array(
            z.object({
              occurredAt: z.string(),
              ipAddress: z.string(),
              userAgent: z.string().nullable(),
              step: z.string(),
              result: z.enum(["success", "failure", "incomplete"]),
            }),
          ),
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
        body: z.object({
          mailAddress: z.string().trim().email("メールアドレスの形式で入力してください").max(254),
          tenantCd: z.string().trim().min(1).max(32).optional(),
        }),
        response: { 204: z.null() },
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
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: z.object({ valid: z.boolean(), displayUserId: z.string().optional() }) },
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
        body: z.object({ token: z.string().min(1).max(200), ...NewPassword }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await resetPasswordWithToken(db, request.body);
      return reply.status(204).send(null);
    },
  );
}
