import type { MemberRequestDetail } from "@gakumu/domain";
import { memberFieldProperty, RequestStatus } from "@gakumu/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { ConflictError, NotFoundError, ValidationError } from "../../../platform/errors/app-error";
import { memberVisibility } from "../member-visibility";
import { MEMBER_REQUEST_MENU } from "../members.menu";
import { member } from "../members.tables";
import { buildMemberSearchText } from "../search-text";
import { getMemberRequest, requestNotFoundMessage } from "./member-request-queries";
import { memberRequest, type RequestPayload } from "./member-requests.tables";
import { type ChangeableField, changeableColumns, requiredFieldsOf } from "./request-member";
import { changeFieldsOf, parseChangePayload } from "./request-payloads";
import { transitionError } from "./request-transitions";

export const staleRequestMessage =
  "他のユーザーがこの申請を更新しました。画面を再読み込みしてから操作してください。";

export interface StatusChange {
  status: number;
  version: number;
  comment: string;
}

/**
 * Applies an approved change request to the member in the caller's transaction: the values are
 * parsed again (the organisation's required fields may have changed since the request was made),
 * search text is rebuilt for a new name, and the member's version is bumped. Returns the values the
 * change replaced, kept on the request so its before/after stays readable.
 */
async function applyChange(
  tx: Db,
  ctx: RequestContext,
  memberId: number,
  requestType: string,
  payload: RequestPayload,
) {
  const [locked] = await tx
    .select({ memberCode: member.memberId, processMode: member.processMode, ...changeableColumns })
    .from(member)
    .where(eq(member.id, memberId))
    .for("update");
  const fields = changeFieldsOf(requestType) ?? [];
  const parsed = parseChangePayload(
    fields,
    payload,
    await requiredFieldsOf(tx, ctx.organizationId, locked!.processMode),
  );
  if (!parsed.ok) throw new ValidationError(parsed.details[0]?.message, parsed.details);
  const previous: RequestPayload = {};
  const values: Record<string, unknown> = {};
  for (const { fieldName } of fields) {
    previous[fieldName] = locked![fieldName as ChangeableField] ?? null;
    values[memberFieldProperty(fieldName)] = parsed.payload[fieldName] ?? null;
  }
  const name = (values.name as string | undefined) ?? locked!.name;
  const nameKana = "nameKana" in values ? (values.nameKana as string | null) : locked!.name_kana;
  await tx
    .update(member)
    .set({
      ...values,
      searchText: buildMemberSearchText({ name, nameKana, memberId: locked!.memberCode }),
      version: sql`${member.version} + 1`,
    })
    .where(and(eq(member.tenantId, ctx.tenantId), eq(member.id, memberId)));
  return previous;
}

/**
 * Moves a request to another status (see request-transitions.ts), at the version the caller read.
 * A rejection needs its reason. Approving a change request writes the change to the member record
 * in the same transaction, so the two never disagree.
 */
export async function changeRequestStatus(
  db: Db,
  ctx: RequestContext,
  requestId: number,
  change: StatusChange,
): Promise<MemberRequestDetail> {
  requireMenu(ctx, MEMBER_REQUEST_MENU, "write");
  const visible = await memberVisibility(db, ctx);
  const comment = change.comment.trim();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(memberRequest)
      .where(
        and(
          eq(memberRequest.id, requestId),
          eq(memberRequest.tenantId, ctx.tenantId),
          eq(memberRequest.organizationId, ctx.organizationId),
        ),
      )
      .for("update");
    if (!row) throw new NotFoundError(requestNotFoundMessage);
    const [seen] = await tx
      .select({ id: member.id })
      .from(member)
      .where(and(visible, eq(member.id, row.memberId)));
    if (!seen) throw new NotFoundError(requestNotFoundMessage);
    if (row.version !== change.version) throw new ConflictError(staleRequestMessage);
    const refused = transitionError(row.requestType, row.status, change.status);
    if (refused) throw new ConflictError(refused);
    if (change.status === RequestStatus.REJECTED && comment === "") {
      throw new ValidationError("却下理由を入力してください", [
        { path: "comment", message: "却下理由を入力してください" },
      ]);
    }
    const applies = change.status === RequestStatus.APPROVED && changeFieldsOf(row.requestType) !== null;
    const previousValues = applies
      ? await applyChange(tx, ctx, row.memberId, row.requestType, row.payload)
      : undefined;
    await tx
      .update(memberRequest)
      .set({
        status: change.status,
        ...(comment !== "" ? { staffComment: comment } : {}),
        ...(previousValues ? { previousValues } : {}),
        processedByLoginUserId: ctx.loginUserId,
        processedAt: new Date(),
        version: sql`${memberRequest.version} + 1`,
      })
      .where(and(eq(memberRequest.tenantId, ctx.tenantId), eq(memberRequest.id, row.id)));
  });
  return getMemberRequest(db, ctx, requestId);
}
