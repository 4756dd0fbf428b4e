import { LineCallbackQuery, LineUrlQuery, LineUrlResponse } from "@gakumu/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { applicantOf, requestAccessKey } from "./form-user-context";
import type { FormUserDeps } from "./form-user-queries";
import {
  clientOf,
  destroyFormUserSession,
  formSessionToken,
  setFormSessionCookie,
} from "./form-user-session";
import { AccessKeyHeaders } from "./form-users.schemas";
import { finishLineLogin, LINE_LOGIN_MINUTES, type LineMode, startLineLogin } from "./line-login.service";

/** Starting a LINE login needs the link's key; LINE's callback carries none (its own cookie binds it). */
const byKey = { applicant: "access-key" } as const;
const open = { public: true } as const;
const tags = ["form-login"];
const BASE = "/app/form-api/form-login/line";
export const LINE_CALLBACK_PATH = `${BASE}/callback`;
/** Binds the callback to the browser that started the login; only the LINE paths ever see it. */
export const LINE_LOGIN_COOKIE = "gakumu_line_login";
const cookiePath = `${BASE}/`;

function setLineCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(LINE_LOGIN_COOKIE, token, {
    path: cookiePath,
    httpOnly: true,
    // Lax: the cookie must come along when LINE sends the browser back with a top-level GET.
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: LINE_LOGIN_MINUTES * 60,
  });
}

/** Spec §7.3 LINE URL calls and the callback LINE returns to. */
export function registerLineLoginRoutes(app: FastifyInstance, deps: FormUserDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const mode of ["sign-in", "sign-up"] as const satisfies readonly LineMode[]) {
    r.get(
      `${BASE}/url/${mode}`,
      {
        config: { access: byKey },
        schema: {
          tags,
          summary: mode === "sign-in" ? "LINEログインのURL" : "LINEでのアカウント登録のURL",
          headers: AccessKeyHeaders,
          querystring: LineUrlQuery,
          response: { 200: LineUrlResponse },
        },
      },
      async (request, reply) => {
        const resolved = applicantOf(request).access!;
        const started = await startLineLogin(deps, {
          access: resolved,
          rawAccessKey: requestAccessKey(request)!,
          mode,
          formId: request.query.formId,
          redirectUri: `${deps.publicUrl}${LINE_CALLBACK_PATH}`,
        });
        if (!started) return { url: null };
        setLineCookie(request, reply, started.cookieToken);
        return { url: started.url };
      },
    );
  }

  r.get(
    LINE_CALLBACK_PATH,
    {
      config: { access: open },
      schema: {
        tags,
        summary: "LINEログインのコールバック（フォーム画面へ遷移）",
        querystring: LineCallbackQuery,
        response: { 302: z.unknown().describe("フォーム画面へのリダイレクト") },
      },
    },
    async (request, reply) => {
      const result = await finishLineLogin(
        deps,
        request.cookies[LINE_LOGIN_COOKIE],
        request.query,
        clientOf(request),
      );
      reply.clearCookie(LINE_LOGIN_COOKIE, { path: cookiePath });
      if (result.failure !== undefined) request.log.warn({ err: result.failure }, "LINE login failed");
      if (result.sessionToken) {
        const previous = formSessionToken(request);
        if (previous) await destroyFormUserSession(deps.db, previous);
        setFormSessionCookie(request, reply, result.sessionToken);
      }
      return reply.redirect(result.location, 302);
    },
  );
}
