import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";

export const SESSION_COOKIE = "gakumu_session";

/** HttpOnly so scripts never see it, SameSite=Lax against cross-site posts, Secure behind https. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}
