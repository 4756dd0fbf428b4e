import {
  MEMBER_LINE_CALLBACK_PATH,
  MemberLineCallbackQuery,
  MemberLineStart,
  MemberLineState,
} from "@gakumu/domain/member-line/member-line-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { memberOf } from "../member-accounts/member-access";
import {
  finishMemberLineLink,
  MEMBER_LINE_MINUTES,
  type MemberLineDeps,
  memberLineState,
  startMemberLineLink,
} from "./member-line-link.service";

const asMember = { member: true } as const;
const open = { public: true } as const;
const tags = ["メンバーアプリ：LINE連携"];
const BASE = MEMBER_LINE_CALLBACK_PATH.replace(/\/callback$/, "");
/** Binds LINE's callback to the browser that started the link; only the callback path sees it. */
export const MEMBER_LINE_COOKIE = "gakumu_member_line";

/** 「LINEと連携する」 / 「連携を解除」 of the member app's settings, and LINE's callback. */
export function registerMemberLineLinkRoutes(app: FastifyInstance, deps: MemberLineDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const redirectUri = `${deps.publicUrl}${MEMBER_LINE_CALLBACK_PATH}`;

  r.get(
    BASE,
    {
      config: { access: asMember },
      schema: { tags, summary: "LINE連携の状態", response: { 200: MemberLineState } },
    },
    async (request) => memberLineState(deps, memberOf(request)),
  );

  r.post(
    BASE,
    {
      config: { access: asMember },
      schema: { tags, summary: "LINE連携を始める（LINEログインのURL）", response: { 200: MemberLineStart } },
    },
    async (request, reply) => {
      const started = await startMemberLineLink(deps, memberOf(request), redirectUri);
      reply.setCookie(MEMBER_LINE_COOKIE, started.cookieToken, {
        path: MEMBER_LINE_CALLBACK_PATH,
        httpOnly: true,
        // Lax: the cookie must come along when LINE sends the browser back with a top-level GET.
        sameSite: "lax",
        secure: request.protocol === "https",
        maxAge: MEMBER_LINE_MINUTES * 60,
      });
      return { url: started.url };
    },
  );

  r.delete(
    BASE,
    {
      config: { access: asMember },
      schema: { tags, summary: "LINE連携を解除する", response: { 200: MemberLineState } },
    },
    async (request) => {
      const member = memberOf(request);
      await deps.delivery.removeLineLink(member.tenantId, member.memberId);
      return memberLineState(deps, member);
    },
  );

  r.get(
    MEMBER_LINE_CALLBACK_PATH,
    {
      config: { access: open },
      schema: {
        tags,
        summary: "LINE連携のコールバック（設定画面へ遷移）",
        querystring: MemberLineCallbackQuery,
        response: { 302: z.unknown().describe("メンバーアプリの設定画面へのリダイレクト") },
      },
    },
    async (request, reply) => {
      const result = await finishMemberLineLink(deps, request.cookies[MEMBER_LINE_COOKIE], request.query);
      reply.clearCookie(MEMBER_LINE_COOKIE, { path: MEMBER_LINE_CALLBACK_PATH });
      if (result.failure !== undefined) request.log.warn({ err: result.failure }, "member LINE link failed");
      return reply.redirect(result.location, 302);
    },
  );
}
