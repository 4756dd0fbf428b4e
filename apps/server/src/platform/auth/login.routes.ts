import { LoginBody, LoginResponse, NoContent, TotpLoginBody, TotpLoginResponse } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { destroySession } from "../sessions/session.service";
import { clearSessionCookie, sessionToken, setSessionCookie } from "../sessions/session-cookie";
import { type LoginDeps, loginWithPassword, loginWithTotp } from "./login.service";

/** Spec §7.3 back-office login: password, then (when required) a TOTP code; and logout. */
export function registerLoginRoutes(app: FastifyInstance, deps: LoginDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : undefined,
  });

  r.post(
    "/app/api/v2/manage/login",
    {
      config: { access: { public: true } },
      schema: {
        tags: ["ログイン"],
        summary: "パスワードによるログイン（2段階認証が要るときは次に認証コード）",
        body: LoginBody,
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      // A login always starts a new session: whatever token the browser had is dropped (rotation).
      const previous = sessionToken(request);
      if (previous) await destroySession(deps.db, previous);
      const result = await loginWithPassword(deps, request.body, client(request));
      setSessionCookie(request, reply, result.token);
      return { twoStepType: result.twoStepType, url: result.url };
    },
  );

  r.post(
    "/app/api/v2/manage/login/totp",
    {
      config: { access: { public: true } },
      schema: {
        tags: ["ログイン"],
        summary: "認証コードによるログイン（2段階認証）",
        body: TotpLoginBody,
        response: { 200: TotpLoginResponse },
      },
    },
    async (request, reply) => {
      const { token } = await loginWithTotp(
        deps,
        { token: sessionToken(request), ...request.body },
        client(request),
      );
      setSessionCookie(request, reply, token);
      return { success: true as const };
    },
  );

  r.post(
    "/app/api/v2/manage/logout",
    {
      config: { access: { public: true } },
      schema: { tags: ["ログイン"], summary: "ログアウト", response: { 204: NoContent } },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await destroySession(deps.db, token);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
}
