import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import type { MemberCaller, MemberResolver } from "../../platform/access/applicant-access";
import { UnauthenticatedError } from "../../platform/errors/app-error";
import { findAppMember } from "../members/member-app-lookups";
import { destroyMemberSession, findMemberSession, memberSessionToken } from "./member-session";

/**
 * The gate's resolver of `{ member: true }` routes: the member of the gakumu_member session, or 401
 * (UNAUTHENTICATED, so the member app goes to its login screen).
 */
export function memberResolver(db: Db): MemberResolver {
  return async (request) => {
    const token = memberSessionToken(request);
    const lookup = await findMemberSession(db, token);
    if (lookup.status !== "active") throw new UnauthenticatedError("UNAUTHENTICATED");
    const s = lookup.session;
    // A member deleted (or moved out of the current roster) since logging in loses the app at once.
    if (!(await findAppMember(db, s.tenantId, s.memberId))) {
      await destroyMemberSession(db, token!);
      throw new UnauthenticatedError("UNAUTHENTICATED");
    }
    return {
      tenantId: s.tenantId,
      organizationId: s.organizationId,
      memberId: s.memberId,
      accountId: s.accountId,
      sessionTokenHash: s.tokenHash,
    };
  };
}

/** The member the gate resolved for a route declaring `{ member: true }`. */
export function memberOf(request: FastifyRequest): MemberCaller {
  if (!request.member) throw new Error("route declared no member access but asked for its member");
  return request.member;
}
