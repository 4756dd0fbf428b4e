import type { FastifyRequest } from "fastify";

/**
 * How an applicant route of the form frontend is reached (spec §7.1), declared at the gate:
 * - "access-key": the link's X-Access-Key is required; the logged-in form user of its organisation,
 *   if any, comes with it (answering, sign-in and registration, the link's own pages);
 * - "form-user": a logged-in form user is required; a key, when sent, must be of their organisation
 *   (mypage, form list, the account's own pages);
 * - "access-key-or-form-user": either (a file of an answer sent without login, or from the mypage).
 */
export type ApplicantAccessKind = "access-key" | "form-user" | "access-key-or-form-user";

/**
 * Resolves the caller of an applicant route once, at the gate; the result goes on `request.applicant`
 * for the handler. The module that owns form users registers it (the platform knows no module), and
 * it throws the spec §8.1 errors (FORM_ACCESS_KEY_IS_NOT_SET, _NOT_VALID, _EXPIRED, FORM_USER_NOT_FOUND,
 * UNAUTHENTICATED) itself.
 */
export type ApplicantResolver = (request: FastifyRequest, kind: ApplicantAccessKind) => Promise<unknown>;

/**
 * The logged-in member of a member-app route (`{ member: true }`), put on `request.member`: member id is
 * member.id, account id the member's app login (member_account.id).
 */
export interface MemberCaller {
  tenantId: number;
  organizationId: number;
  memberId: number;
  accountId: number;
  /** The member session's token hash, so the account's routes can keep or end this one session. */
  sessionTokenHash: string;
}

/** Resolves the member of the gakumu_member session, or throws 401 (the member-accounts module). */
export type MemberResolver = (request: FastifyRequest) => Promise<MemberCaller>;

/** The resolvers modules register with the gate, by the access they resolve. */
export interface AccessResolvers {
  applicant?: ApplicantResolver;
  member?: MemberResolver;
}
