import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { AppError, ForbiddenError, UnauthenticatedError } from "../errors/app-error";
import { OPENAPI_PATH } from "../http/openapi";
import { findSession } from "../sessions/session.service";
import { sessionToken } from "../sessions/session-cookie";
import type { AccessResolvers } from "./applicant-access";
import { ipInRanges } from "./ip-ranges";
import type { RequestContext, RouteAccess } from "./request-context";
import { holdsMenu } from "./require-menu";

export interface AccessDeps {
  db: Db;
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The OpenAPI summary, from which the audit trail says what was done (audit-summary.ts). */
  summary: string | undefined;
  /** The route's audit setting (audit-hook.ts). */
  audit: boolean | { targetType?: string } | undefined;
}

const READ_METHODS = new Set(["GET", "HEAD"]);

/** The API's prefixes; screens, health checks and the API's own documentation are not behind sessions. */
const API_PREFIXES = ["/app/api/", "/app/form-api/", "/app/form-login/"];

function isGuarded(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p)) && !url.startsWith(OPENAPI_PATH);
}

/**
 * The one gate every API request passes: the route's declared access decides whether a session is
 * needed, and which menu authority. A route that declares nothing is closed (403), and
 * `declaredRoutes()` lets a test list every route to catch one before it ships.
 */
export function registerAccessHook(app: FastifyInstance, deps: AccessDeps): void {
  const routes: DeclaredRoute[] = [];
  app.addHook("onRoute", (route) => {
    if (!isGuarded(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const declared = {
      url: route.url,
      access: route.config?.access,
      summary: route.schema?.summary,
      audit: route.config?.audit,
    };
    for (const method of methods) routes.push({ method, ...declared });
  });
  app.decorateRequest("ctx", null);
  app.decorateRequest("applicant", null);
  app.decorateRequest("member", null);
  app.decorate("declaredRoutes", () => [...routes]);
  const resolvers: AccessResolvers = {};
  app.decorate("registerAccessResolvers", (added: AccessResolvers) => Object.assign(resolvers, added));

  app.addHook("onRequest", async (request) => {
    const url = request.routeOptions.url;
    if (!url || !isGuarded(url)) return;
    const access = request.routeOptions.config?.access;
    if (!access) throw new ForbiddenError();
    if ("public" in access) return;
    if ("applicant" in access) {
      // Closed until the module that knows form users registered how to resolve them.
      if (!resolvers.applicant) throw new ForbiddenError();
      request.applicant = await resolvers.applicant(request, access.applicant);
      return;
    }
    if ("member" in access) {
      // Closed until the member-accounts module registered how to find the member of the session.
      if (!resolvers.member) throw new ForbiddenError();
      request.member = await resolvers.member(request);
      return;
    }

    const { ctx, passwordChangeRequired } = await contextFromSession(deps.db, request);
    request.ctx = ctx;
    if ("menu" in access) {
      // Until a reset password is replaced, only the user's own pages (security settings) open.
      if (passwordChangeRequired) throw new AppError("PASSWORD_CHANGE_REQUIRED");
      // The authority came with the session, so a menu route costs no query beyond the session's.
      const write = access.write ?? !READ_METHODS.has(request.method);
      if (!holdsMenu(ctx, access.menu, write ? "write" : "read")) throw new ForbiddenError();
    }
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every API route with the access it declared (for the test that no route is left undeclared). */
    declaredRoutes(): DeclaredRoute[];
    /** Modules' resolvers of the callers the gate cannot know itself (applicants of the form frontend). */
    registerAccessResolvers(resolvers: AccessResolvers): void;
  }
}

async function contextFromSession(
  db: Db,
  request: FastifyRequest,
): Promise<{ ctx: RequestContext; passwordChangeRequired: boolean }> {
  const lookup = await findSession(db, sessionToken(request));
  if (lookup.status === "expired") throw new UnauthenticatedError("JSON_SESSION");
  if (lookup.status !== "active") throw new UnauthenticatedError();
  const s = lookup.session;

  const ranges = s.ipRanges ?? [];
  if (ranges.length > 0 && !ipInRanges(request.ip, ranges)) {
    throw new AppError("IP_NOT_APPROVED");
  }
  const ctx: RequestContext = {
    sessionId: s.tokenHash,
    tenantId: s.tenantId,
    tenantCd: s.tenantCd,
    loginUserId: s.loginUserId,
    displayUserId: s.displayUserId,
    organizationId: s.organizationId,
    systemCd: s.systemCd,
    organizationCd: s.organizationCd,
    processMode: s.processMode,
    ip: request.ip,
    authority: s.authority,
  };
  return { ctx, passwordChangeRequired: s.passwordChangeRequired };
}
