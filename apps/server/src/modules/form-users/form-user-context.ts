import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import type { ApplicantResolver } from "../../platform/access/applicant-access";
import { AppError, UnauthenticatedError } from "../../platform/errors/app-error";
import { ACCESS_KEY_HEADER } from "../../platform/http/csrf";
import { accessKeyFromHeader, type ResolvedAccessKey, resolveAccessKey } from "../forms/access-key-resolve";
import {
  destroyFormUserSession,
  type FormUserScope,
  findFormUserSession,
  formSessionToken,
} from "./form-user-session";

// Who is calling the form frontend's API: the organisation (from the X-Access-Key header, spec §7.1)
// and, when a form user is logged in to that organisation, which one. The answering routes start
// with formUserContext(db, request); the account routes with requireFormUser(db, request).

export interface FormUserContext extends FormUserScope {
  /** Null for a visitor who is not logged in, or whose login belongs to another organisation. */
  formUserId: number | null;
  /** The link's key, form and organisation; null only from requireFormUser without the header. */
  access: ResolvedAccessKey | null;
  ip: string;
}

export interface LoggedInFormUserContext extends FormUserContext {
  formUserId: number;
  /** The session's token hash, so the account routes can keep or end this one session. */
  sessionTokenHash: string;
}

/** The raw key of the request's X-Access-Key header, if any. */
export function requestAccessKey(request: FastifyRequest): string | undefined {
  return accessKeyFromHeader(request.headers[ACCESS_KEY_HEADER]);
}

/** The organisation of the request's access key; the key's own errors (spec §8.1) when it fails. */
export function resolveRequestAccessKey(db: Db, request: FastifyRequest): Promise<ResolvedAccessKey> {
  return resolveAccessKey(db, requestAccessKey(request), request.ip);
}

/**
 * The session's user, or null. A session whose user was deleted is ended here and reported once as
 * FORM_USER_NOT_FOUND (the form frontend then clears its login and goes to the mypage, spec §8.1);
 * the next call is simply anonymous.
 */
async function sessionUser(db: Db, request: FastifyRequest) {
  const token = formSessionToken(request);
  const lookup = await findFormUserSession(db, token);
  if (lookup.status !== "active") return null;
  if (lookup.session.userDeleted) {
    await destroyFormUserSession(db, token!);
    throw new AppError("FORM_USER_NOT_FOUND");
  }
  return lookup.session;
}

/**
 * For routes that work with a link and may know the user: the access key is required; the form
 * user is the logged-in one when their account belongs to the key's organisation, otherwise null.
 */
export async function formUserContext(db: Db, request: FastifyRequest): Promise<FormUserContext> {
  const access = await resolveRequestAccessKey(db, request);
  const scope = { tenantId: access.organization.tenantId, organizationId: access.organization.id };
  const session = await sessionUser(db, request);
  const sameOrganization =
    session !== null &&
    session.tenantId === scope.tenantId &&
    session.organizationId === scope.organizationId;
  return { ...scope, formUserId: sameOrganization ? session.formUserId : null, access, ip: request.ip };
}

/**
 * For the account's own routes (profile, deletion): a logged-in form user is required (401
 * otherwise). The access key is optional (the mypage may be opened without one), but when sent it
 * must name the session's organisation.
 */
export async function requireFormUser(db: Db, request: FastifyRequest): Promise<LoggedInFormUserContext> {
  const access = requestAccessKey(request) ? await resolveRequestAccessKey(db, request) : null;
  const session = await sessionUser(db, request);
  if (!session) throw new UnauthenticatedError("UNAUTHENTICATED");
  if (access && access.organization.id !== session.organizationId) {
    throw new UnauthenticatedError("UNAUTHENTICATED");
  }
  return {
    tenantId: session.tenantId,
    organizationId: session.organizationId,
    formUserId: session.formUserId,
    sessionTokenHash: session.tokenHash,
    access,
    ip: request.ip,
  };
}

/**
 * The gate's resolver of applicant routes (platform/access/applicant-access.ts): the key and the
 * session are read once, before the handler, which takes the result with applicantOf/formUserOf.
 */
export function applicantResolver(db: Db): ApplicantResolver {
  return (request, kind) => {
    if (kind === "access-key") return formUserContext(db, request);
    if (kind === "form-user") return requireFormUser(db, request);
    // A key makes it the link's caller (the user when logged in); without one a login is needed.
    return requestAccessKey(request) ? formUserContext(db, request) : requireFormUser(db, request);
  };
}

/** The caller the gate resolved for a route declaring `{ applicant: "access-key" }` (or either). */
export function applicantOf(request: FastifyRequest): FormUserContext {
  if (!request.applicant) throw new Error("route declared no applicant access but asked for its caller");
  return request.applicant as FormUserContext;
}

/** The logged-in form user the gate resolved for a route declaring `{ applicant: "form-user" }`. */
export function formUserOf(request: FastifyRequest): LoggedInFormUserContext {
  const caller = applicantOf(request);
  if (caller.formUserId === null || !("sessionTokenHash" in caller))
    throw new Error("route declared no form-user access but asked for a logged-in form user");
  return caller as LoggedInFormUserContext;
}
