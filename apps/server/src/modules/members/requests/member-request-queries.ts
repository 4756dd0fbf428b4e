import type { MemberRequestDetail, MemberRequestSearchQuery } from "@gakumu/domain";
import { parseDate } from "@gakumu/domain";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { loginUser } from "../../../platform/auth/login-user.tables";
import { NotFoundError } from "../../../platform/errors/app-error";
import { memberVisibility } from "../member-visibility";
import { MEMBER_REQUEST_MENU } from "../members.menu";
import { member } from "../members.tables";
import { normalizeSearchFragment } from "../search-text";
import { memberRequest } from "./member-requests.tables";
import { changeableColumns, fieldTitlesOf, memberSummaryColumns } from "./request-member";
import { changeFieldsOf, fieldTitleOf } from "./request-payloads";
import { nextStatuses } from "./request-transitions";

export const requestNotFoundMessage = "指定された申請が見つかりません。";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One condition per typed fragment (space separated), each matched anywhere in the member's search text. */
function keywordCondition(keyword: string): SQL | undefined {
  const fragments = keyword
    .split(/[\s\u3000]+/)
    .map(normalizeSearchFragment)
    .filter((f) => f !== "");
  if (fragments.length === 0) return undefined;
  return and(...fragments.map((f) => sql`${member.searchText} like ${`%${f.replace(/[\\%_]/g, "\\$&")}%`}`));
}

function searchWhere(visible: SQL, ctx: RequestContext, q: MemberRequestSearchQuery): SQL {
  const since = q.from ? parseDate(q.from, "yyyy-MM-dd") : null;
  const last = q.to ? parseDate(q.to, "yyyy-MM-dd") : null;
  return and(
    visible,
    eq(member.processMode, ctx.processMode),
    eq(memberRequest.tenantId, ctx.tenantId),
    eq(memberRequest.organizationId, ctx.organizationId),
    q.requestType ? eq(memberRequest.requestType, q.requestType) : undefined,
    q.status ? eq(memberRequest.status, q.status) : undefined,
    since ? gte(memberRequest.requestedAt, since) : undefined,
    last ? lt(memberRequest.requestedAt, new Date(last.getTime() + DAY_MS)) : undefined,
    keywordCondition(q.keyword),
  ) as SQL;
}

const listColumns = {
  requestId: memberRequest.id,
  requestType: memberRequest.requestType,
  status: memberRequest.status,
  requestedAt: memberRequest.requestedAt,
  processedAt: memberRequest.processedAt,
  requestedByLoginUserId: memberRequest.requestedByLoginUserId,
  version: memberRequest.version,
  member: memberSummaryColumns,
};

type ListRow = { requestedAt: Date; processedAt: Date | null; requestedByLoginUserId: number | null };
const toListItem = <R extends ListRow>({ requestedByLoginUserId, ...row }: R) => ({
  ...row,
  requestedAt: row.requestedAt.toISOString(),
  processedAt: row.processedAt?.toISOString() ?? null,
  byStaff: requestedByLoginUserId !== null,
});

/** Requests of members the caller may see in this organisation and process mode, newest first. */
export async function searchMemberRequests(
  db: Db,
  ctx: RequestContext,
  q: MemberRequestSearchQuery,
  pageSize: number,
) {
  requireMenu(ctx, MEMBER_REQUEST_MENU, "read");
  const where = searchWhere(await memberVisibility(db, ctx), ctx, q);
  const [total] = await db
    .select({ n: count() })
    .from(memberRequest)
    .innerJoin(member, eq(member.id, memberRequest.memberId))
    .where(where);
  const rows = await db
    .select(listColumns)
    .from(memberRequest)
    .innerJoin(member, eq(member.id, memberRequest.memberId))
    .where(where)
    .orderBy(desc(memberRequest.requestedAt), desc(memberRequest.id))
    .limit(pageSize)
    .offset((q.page - 1) * pageSize);
  return { totalCount: total?.n ?? 0, requestList: rows.map(toListItem) };
}

const requester = alias(loginUser, "requester");
const processor = alias(loginUser, "processor");

/** One request with its before/after and the statuses it may move to; 404 unless the caller may see its member. */
export async function getMemberRequest(
  db: Db,
  ctx: RequestContext,
  requestId: number,
): Promise<MemberRequestDetail> {
  requireMenu(ctx, MEMBER_REQUEST_MENU, "read");
  const visible = await memberVisibility(db, ctx);
  const [row] = await db
    .select({
      ...listColumns,
      payload: memberRequest.payload,
      previousValues: memberRequest.previousValues,
      staffComment: memberRequest.staffComment,
      requestedByName: requester.name,
      processedByName: processor.name,
      current: changeableColumns,
      processMode: member.processMode,
    })
    .from(memberRequest)
    .innerJoin(member, eq(member.id, memberRequest.memberId))
    .leftJoin(requester, eq(requester.id, memberRequest.requestedByLoginUserId))
    .leftJoin(processor, eq(processor.id, memberRequest.processedByLoginUserId))
    .where(
      and(
        visible,
        eq(memberRequest.id, requestId),
        eq(memberRequest.tenantId, ctx.tenantId),
        eq(memberRequest.organizationId, ctx.organizationId),
      ),
    );
  if (!row) throw new NotFoundError(requestNotFoundMessage);
  const { payload, previousValues, current, processMode, ...rest } = row;
  const titles = await fieldTitlesOf(db, ctx.organizationId, processMode);
  const changes = (changeFieldsOf(row.requestType) ?? []).map(({ fieldName }) => ({
    fieldName,
    fieldTitle: titles.get(fieldName) ?? fieldTitleOf(fieldName),
    before: previousValues
      ? (previousValues[fieldName] ?? null)
      : (current[fieldName as keyof typeof current] ?? null),
    after: payload[fieldName] ?? null,
  }));
  return {
    ...toListItem(rest),
    payload,
    changes,
    nextStatuses: [...nextStatuses(row.requestType, row.status)],
  };
}
