import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { ValidationError } from "../../../platform/errors/app-error";
import { memberVisibility } from "../member-visibility";
import { MEMBER_REQUEST_MENU } from "../members.menu";
import { memberRequest } from "./member-requests.tables";
import { type ChangeableField, findOrganizationMember, requiredFieldsOf } from "./request-member";
import { changeFieldsOf, parseRequestPayload, type RequestTypeCode } from "./request-payloads";

export const unchangedMessage = "現在の登録内容から変更されていません。変更後の内容を入力してください。";

/** Whose request: the member's organisation, and the login user when staff register it for them. */
export interface RequestScope {
  tenantId: number;
  organizationId: number;
  /** Staff registering a proxy request (代理申請); null or absent when the member sends it. */
  requestedByLoginUserId?: number | null;
}

export interface NewMemberRequest {
  /** The member row's id (member.id) in the scope's organisation. */
  memberId: number;
  requestType: RequestTypeCode;
  /** Field values (change requests, keyed by §3.3 field name) or purpose and copies (certificates). */
  payload: Record<string, unknown>;
  /** Defaults to now; the demo seed backdates. */
  requestedAt?: Date;
}

/**
 * Registers a request waiting for staff (status 1). The entry point of the member app, outside this
 * back office, and of the staff's 代理申請: the member must be a live member of the organisation, and
 * the payload is validated and normalised as the member screen would (see request-payloads.ts).
 * Returns the new request's id.
 */
export async function createMemberRequest(
  db: Db,
  scope: RequestScope,
  input: NewMemberRequest,
): Promise<number> {
  const target = await findOrganizationMember(db, scope, input.memberId);
  const parsed = parseRequestPayload(
    input.requestType,
    input.payload,
    await requiredFieldsOf(db, scope.organizationId, target.processMode),
  );
  if (!parsed.ok) throw new ValidationError(parsed.details[0]?.message, parsed.details);
  const fields = changeFieldsOf(input.requestType);
  if (
    fields?.every(
      ({ fieldName }) => (target[fieldName as ChangeableField] ?? null) === parsed.payload[fieldName],
    )
  ) {
    throw new ValidationError(unchangedMessage);
  }
  const [row] = await db
    .insert(memberRequest)
    .values({
      tenantId: scope.tenantId,
      organizationId: scope.organizationId,
      memberId: target.memberId,
      requestType: input.requestType,
      payload: parsed.payload,
      requestedByLoginUserId: scope.requestedByLoginUserId ?? null,
      ...(input.requestedAt ? { requestedAt: input.requestedAt } : {}),
    })
    .returning({ id: memberRequest.id });
  return row!.id;
}

/** 代理申請: a request staff register for a member they may see (404 for any other). */
export async function createProxyRequest(
  db: Db,
  ctx: RequestContext,
  input: NewMemberRequest,
): Promise<number> {
  requireMenu(ctx, MEMBER_REQUEST_MENU, "write");
  await findOrganizationMember(db, ctx, input.memberId, await memberVisibility(db, ctx));
  return createMemberRequest(
    db,
    { tenantId: ctx.tenantId, organizationId: ctx.organizationId, requestedByLoginUserId: ctx.loginUserId },
    input,
  );
}
