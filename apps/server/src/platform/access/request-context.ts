import type { CallerAuthority } from "../permissions/caller-authority";
import type { MenuCode } from "../permissions/menu-catalogue";
import type { ApplicantAccessKind, MemberCaller } from "./applicant-access";

/**
 * Who is calling and in which organisation and process mode: built from the session by the access
 * hook and passed as `ctx` to every service call, whose queries filter by `tenantId` (and usually
 * `organizationId`). Services never read the tenant from the request body.
 */
export interface RequestContext {
  sessionId: string;
  tenantId: number;
  tenantCd: string;
  loginUserId: number;
  displayUserId: string;
  organizationId: number;
  systemCd: number;
  organizationCd: string;
  /** NORMAL 0, ALUMNI 1, ADMISSION 2, CONCERN 9 (the domain's ProcessMode). */
  processMode: number;
  ip: string;
  /**
   * The caller's menu and list reference authority in this organisation and process mode, loaded
   * with the session (one query per request). Use cases check it on their first line (requireMenu).
   */
  authority: CallerAuthority;
}

/**
 * What a route needs, declared on every route under /app/ (a test fails on a route without one):
 * - `{ public: true }`: anyone (login, password reminder, form frontend entry points).
 * - `{ session: true }`: any logged-in user (own profile, menu list, security settings).
 * - `{ menu: "member-list" }`: a user whose permission set makes that menu available; GET/HEAD read,
 *   other methods write unless `write` says otherwise (a POST search is `write: false`). A
 *   reference-only authority may read but not write; unavailable, disabled or hidden menus neither.
 * - `{ member: true }`: a member logged in to the member app (its own cookie), on `request.member`.
 */
export type RouteAccess =
  | { public: true }
  | { session: true }
  | { menu: MenuCode; write?: boolean }
  | { applicant: ApplicantAccessKind }
  | { member: true };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Set by the access hook for every route that is not public; null on public routes. */
    ctx: RequestContext | null;
    /** Set by the access hook on an applicant route: what the module's resolver made of the caller. */
    applicant: unknown;
    /** Set by the access hook on a member-app route: the logged-in member. */
    member: MemberCaller | null;
  }
}

/** The context of a route that required a session; the hook guarantees it is there. */
export function requireContext(request: { ctx: RequestContext | null }): RequestContext {
  if (!request.ctx) throw new Error("route declared no session access but asked for a context");
  return request.ctx;
}
