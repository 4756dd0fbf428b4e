import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { repoRoot } from "../../config";
import { API_PATH_PREFIXES } from "./api-paths";
import { FORM_FRONTEND_CSP } from "./security-headers";

export const FORM_FRONTEND_BASE = "/app/form-frontend/";
export const MEMBER_APP_BASE = "/app/member/";

export interface SpaDirs {
  backoffice: string;
  formFrontend: string;
  memberApp?: string;
}

export const defaultSpaDirs: SpaDirs = {
  backoffice: path.join(repoRoot, "apps/backoffice/dist"),
  formFrontend: path.join(repoRoot, "apps/form-frontend/dist"),
  memberApp: path.join(repoRoot, "apps/member-app/dist"),
};

/**
 * Serves the built SPAs: the back office at /, the form frontend under /app/form-frontend/ and the
 * member app under /app/member/, each with a history fallback to its index.html so deep links and
 * reloads work.
 */
export async function registerSpas(app: FastifyInstance, dirs: SpaDirs | null): Promise<void> {
  const present = (dir: string | undefined): dir is string =>
    !!dir && fs.existsSync(path.join(dir, "index.html"));
  if (dirs && present(dirs.formFrontend)) {
    await app.register(fastifyStatic, {
      root: dirs.formFrontend,
      prefix: FORM_FRONTEND_BASE,
      decorateReply: false,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
  if (dirs && present(dirs.memberApp)) {
    await app.register(fastifyStatic, {
      root: dirs.memberApp,
      prefix: MEMBER_APP_BASE,
      decorateReply: false,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
  if (dirs && present(dirs.backoffice)) {
    await app.register(fastifyStatic, {
      root: dirs.backoffice,
      prefix: "/",
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }

  const indexHtml = (dir: string | undefined) =>
    present(dir) ? fs.readFileSync(path.join(dir, "index.html")) : null;
  const backofficeIndex = indexHtml(dirs?.backoffice);
  const formFrontendIndex = indexHtml(dirs?.formFrontend);
  const memberAppIndex = indexHtml(dirs?.memberApp);

  /** The SPA's page for a history route; the form frontend's may load the organisation's Google tag. */
  const sendPage = (reply: FastifyReply, page: Buffer, inFormFrontend: boolean) => {
    if (inFormFrontend) reply.header("content-security-policy", FORM_FRONTEND_CSP);
    return reply.status(200).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(page);
  };

  // The two roots are directories to @fastify/static, which (with index: false) answers them with a
  // 403 error that the error handler turns into a JSON 400. They are the first addresses a new user
  // opens (the start banner prints the form frontend's), so each gets its SPA's page explicitly.
  if (backofficeIndex) {
    app.get("/", { schema: { hide: true } }, (_request, reply) => sendPage(reply, backofficeIndex, false));
  }
  if (formFrontendIndex) {
    app.get(FORM_FRONTEND_BASE, { schema: { hide: true } }, (_request, reply) =>
      sendPage(reply, formFrontendIndex, true),
    );
  }

  if (memberAppIndex) {
    app.get(MEMBER_APP_BASE, { schema: { hide: true } }, (_request, reply) =>
      sendPage(reply, memberAppIndex, false),
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" && !API_PATH_PREFIXES.some((p) => url.startsWith(p));
    const inFormFrontend = url.startsWith(FORM_FRONTEND_BASE) || url === "/app/form-frontend";
    const inMemberApp = url.startsWith(MEMBER_APP_BASE) || url === "/app/member";
    // Only an app's own addresses get its page: a member link never opens the back office's login.
    const page = inFormFrontend ? formFrontendIndex : inMemberApp ? memberAppIndex : backofficeIndex;
    if (wantsPage && page && !path.extname(url)) return sendPage(reply, page, inFormFrontend);
    return reply.status(404).send({ code: "NOT_FOUND", message: "リクエストURLが存在しません。" });
  });
}

/**
 * Hashed build assets never change; everything else (index.html, the member app's service worker and
 * manifest, icons) must be revalidated so a deploy takes effect at the next visit. The plugins are
 * registered with `cacheControl: false`: otherwise @fastify/static writes its own
 * `public, max-age=0` over this after calling setHeaders.
 */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string): void {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    res.setHeader("cache-control", "public, max-age=31536000, immutable");
  } else {
    res.setHeader("cache-control", "no-cache");
  }
}
