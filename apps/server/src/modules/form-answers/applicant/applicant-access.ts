import type { FastifyRequest } from "fastify";
import type { Db } from "../../../db/client";
import { AppError, NotFoundError } from "../../../platform/errors/app-error";
import { applicantOf } from "../../form-users/form-user-context";
import { findLiveForm } from "../../forms/form-lookups";
import type { FormRow } from "../../forms/form-queries";

// Who answers which form. Every answering call carries the link's X-Access-Key (spec §7.1): the key
// names one form, and the formId a call names must be that form, so a key of one form never opens
// another's answers. The mypage and the form list reach other forms by minting a key of the user's
// own (form-list/open) and going through /redirect like any link.

export interface AnswerScope {
  tenantId: number;
  organizationId: number;
}

export interface AnsweringContext extends AnswerScope {
  form: FormRow;
  organization: { id: number; name: string; senderMailAddress: string | null };
  /** The logged-in form user of the key's organisation, or null for a visitor. */
  formUserId: number | null;
  accessKeyId: number;
}

export const formNotFoundMessage = "フォームが見つかりません。";
export const loginRequiredMessage = "このフォームに回答するにはログインしてください。";

/**
 * The link's form (which must be `formId`) and the caller the gate resolved for the route's
 * `{ applicant: "access-key" }`; 404 for any other form.
 */
export function answeringContext(request: FastifyRequest, formId: number): AnsweringContext {
  const ctx = applicantOf(request);
  const access = ctx.access!;
  if (access.form.id !== formId) throw new NotFoundError(formNotFoundMessage);
  return {
    tenantId: ctx.tenantId,
    organizationId: ctx.organizationId,
    form: access.form,
    organization: access.organization,
    formUserId: ctx.formUserId,
    accessKeyId: access.key.id,
  };
}

/** A logged-in form user is needed (saving midway, forms that require login): a Japanese 401. */
export function requireAnsweringUser(ctx: AnsweringContext, message = loginRequiredMessage): number {
  if (ctx.formUserId === null) throw new AppError("UNAUTHENTICATED", message);
  return ctx.formUserId;
}

/** A form of the organisation by its code or id (not deleted); 404 otherwise. */
export async function findOrganizationForm(
  db: Db,
  scope: AnswerScope,
  key: { formCd: string } | { formId: number },
): Promise<FormRow> {
  const row = await findLiveForm(db, scope, key);
  if (!row) throw new NotFoundError(formNotFoundMessage);
  return row;
}

/**
 * The caller of a file download, as the gate resolved `{ applicant: "access-key-or-form-user" }`: a
 * visitor or user with the link's key (an answer sent without login), or a logged-in user without
 * one (the mypage). Neither: a 401, as for the mypage.
 */
export function downloadCaller(request: FastifyRequest) {
  const ctx = applicantOf(request);
  return {
    tenantId: ctx.tenantId,
    organizationId: ctx.organizationId,
    formUserId: ctx.formUserId,
    accessKeyId: ctx.access?.key.id ?? null,
  };
}
