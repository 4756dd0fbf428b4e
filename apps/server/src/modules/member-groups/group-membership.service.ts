import {
  GROUP_MEMBER_PAGE_SIZE,
  type GroupCandidatePage,
  type GroupMemberIdsInput,
  type GroupMemberPage,
  type GroupMembershipResult,
  type GroupMembersQuery,
  type GroupPasteInput,
  GroupWorkStatus,
  MemberGroupKind,
} from "@gakumu/domain";
import { and, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import {
  countLiveMembersIn,
  groupViewer,
  liveMemberIdsOf,
  memberIdsByCode,
  pageMembersForGroup,
} from "../members/member-group-rules";
import { memberRowScope } from "../members/member-row-scope";
import { readMemberIdFile } from "./group-import-file";
import { findOwnGroup, type GroupRow, groupMessages, ownGroup, toGroupItem } from "./group-rows";
import { PUSH_GROUP_MENU } from "./member-groups.menu";
import { memberGroup, memberGroupMember } from "./member-groups.tables";
import { checkListSize, type ListedMemberId, parsePastedMemberIds, unknownIdsError } from "./member-id-list";

const INSERT_CHUNK = 5000;

/** The group's member ids as a subquery, for the members module's statements. */
const membersOf = (tenantId: number, groupId: number): SQL =>
  sql`select ${memberGroupMember.memberId} from ${memberGroupMember} where ${and(
    eq(memberGroupMember.tenantId, tenantId),
    eq(memberGroupMember.groupId, groupId),
  )}`;

/** A group's members, by member id, with a name / kana / member id search. */
export async function listGroupMembers(
  db: Db,
  ctx: RequestContext,
  id: number,
  query: GroupMembersQuery,
): Promise<GroupMemberPage> {
  requireMenu(ctx, PUSH_GROUP_MENU, "read");
  const group = await findOwnGroup(db, ctx, id);
  const pageQuery = { ...query, pageSize: GROUP_MEMBER_PAGE_SIZE };
  const { total, items } = await pageMembersForGroup(db, await groupViewer(db, ctx), pageQuery, {
    within: membersOf(ctx.tenantId, group.id),
  });
  return {
    total,
    page: query.page,
    pageSize: GROUP_MEMBER_PAGE_SIZE,
    items: items.map(({ inGroup: _, ...row }) => row),
  };
}

/** The picker: the organisation's members matching the keyword, each marked when already in the group. */
export async function listGroupCandidates(
  db: Db,
  ctx: RequestContext,
  id: number,
  query: GroupMembersQuery,
): Promise<GroupCandidatePage> {
  requireMenu(ctx, PUSH_GROUP_MENU, "read");
  const group = await findOwnGroup(db, ctx, id);
  const pageQuery = { ...query, pageSize: GROUP_MEMBER_PAGE_SIZE };
  const { total, items } = await pageMembersForGroup(db, await groupViewer(db, ctx), pageQuery, {
    marked: membersOf(ctx.tenantId, group.id),
  });
  return { total, page: query.page, pageSize: GROUP_MEMBER_PAGE_SIZE, items };
}

function requireStatic(group: GroupRow): void {
  if (group.kind !== MemberGroupKind.STATIC) throw new ValidationError(groupMessages.staticOnly);
}

/**
 * Applies a change of a static group's members in one transaction: the version the screen read is
 * checked and bumped first (a concurrent change of the same group fails with the conflict message),
 * then the rows, then the count of live members.
 */
async function changeMembers(
  db: Db,
  ctx: RequestContext,
  group: GroupRow,
  version: number,
  change: (tx: Db) => Promise<number>,
  listed: number,
): Promise<GroupMembershipResult> {
  const changed = await db.transaction(async (tx) => {
    const [bumped] = await tx
      .update(memberGroup)
      .set({ version: sql`${memberGroup.version} + 1`, updatedByLoginUserId: ctx.loginUserId })
      .where(and(ownGroup(ctx, group.id), eq(memberGroup.version, version)))
      .returning({ id: memberGroup.id });
    if (!bumped) throw new ConflictError(groupMessages.stale);
    const n = await change(tx);
    const memberCount = await countLiveMembersIn(tx, ctx.tenantId, membersOf(ctx.tenantId, group.id));
    await tx
      .update(memberGroup)
      .set({ memberCount, workStatus: GroupWorkStatus.SUCCESS, failureMessage: null })
      .where(ownGroup(ctx, group.id));
    return n;
  });
  return { group: toGroupItem(await findOwnGroup(db, ctx, group.id)), changed, unchanged: listed - changed };
}

async function insertMembers(tx: Db, tenantId: number, groupId: number, memberIds: readonly number[]) {
  let added = 0;
  for (let i = 0; i < memberIds.length; i += INSERT_CHUNK) {
    const rows = await tx
      .insert(memberGroupMember)
      .values(memberIds.slice(i, i + INSERT_CHUNK).map((memberId) => ({ groupId, memberId, tenantId })))
      .onConflictDoNothing()
      .returning({ memberId: memberGroupMember.memberId });
    added += rows.length;
  }
  return added;
}

/** Adds picked members (member.id); an id that is not a member of the organisation is a 404. */
export async function addPickedMembers(
  db: Db,
  ctx: RequestContext,
  id: number,
  input: GroupMemberIdsInput,
): Promise<GroupMembershipResult> {
  requireMenu(ctx, PUSH_GROUP_MENU, "write");
  const group = await findOwnGroup(db, ctx, id);
  requireStatic(group);
  const wanted = [...new Set(input.memberIds)];
  // A member the caller may not see (spec §6) is as unknown as one of another school.
  const live = await liveMemberIdsOf(db, await groupViewer(db, ctx), wanted);
  if (live.length !== wanted.length) throw new NotFoundError("指定されたメンバーは存在しません。");
  return changeMembers(
    db,
    ctx,
    group,
    input.version,
    (tx) => insertMembers(tx, ctx.tenantId, group.id, live),
    wanted.length,
  );
}

/** Adds listed member ids (学籍番号) all or nothing: any unknown id refuses the whole list, naming them. */
async function addListed(
  db: Db,
  ctx: RequestContext,
  group: GroupRow,
  entries: readonly ListedMemberId[],
  version: number,
  field: string,
): Promise<GroupMembershipResult> {
  const found = await memberIdsByCode(
    db,
    await groupViewer(db, ctx),
    entries.map((e) => e.memberId),
  );
  const unknown = entries.filter((e) => !found.has(e.memberId));
  if (unknown.length > 0) throw unknownIdsError(unknown, field);
  const ids = [...new Set(entries.map((e) => found.get(e.memberId)!))];
  return changeMembers(
    db,
    ctx,
    group,
    version,
    (tx) => insertMembers(tx, ctx.tenantId, group.id, ids),
    ids.length,
  );
}

export async function pasteMembers(
  db: Db,
  ctx: RequestContext,
  id: number,
  input: GroupPasteInput,
): Promise<GroupMembershipResult> {
  requireMenu(ctx, PUSH_GROUP_MENU, "write");
  const group = await findOwnGroup(db, ctx, id);
  requireStatic(group);
  const entries = parsePastedMemberIds(input.text);
  checkListSize(entries, "text", "貼り付けた内容");
  return addListed(db, ctx, group, entries, input.version, "text");
}

export async function importMembers(
  db: Db,
  ctx: RequestContext,
  id: number,
  file: Buffer,
  version: number,
): Promise<GroupMembershipResult> {
  requireMenu(ctx, PUSH_GROUP_MENU, "write");
  const group = await findOwnGroup(db, ctx, id);
  requireStatic(group);
  const entries = await readMemberIdFile(file);
  checkListSize(entries, "file", "ファイル");
  return addListed(db, ctx, group, entries, version, "file");
}

/** Removes members from a static group; an id the group does not hold is a 404 and removes nothing. */
export async function removeMembers(
  db: Db,
  ctx: RequestContext,
  id: number,
  input: GroupMemberIdsInput,
): Promise<GroupMembershipResult> {
  requireMenu(ctx, PUSH_GROUP_MENU, "write");
  const group = await findOwnGroup(db, ctx, id);
  requireStatic(group);
  const wanted = [...new Set(input.memberIds)];
  const held = and(
    eq(memberGroupMember.tenantId, ctx.tenantId),
    eq(memberGroupMember.groupId, group.id),
    inArray(memberGroupMember.memberId, wanted),
    // Only members the caller may see: another class's member "is not in the group" for them.
    await memberRowScope(db, ctx, memberGroupMember.memberId),
  );
  const [inGroup] = await db.select({ n: count() }).from(memberGroupMember).where(held);
  if ((inGroup?.n ?? 0) !== wanted.length)
    throw new NotFoundError("指定されたメンバーはこのグループに含まれていません。");
  return changeMembers(
    db,
    ctx,
    group,
    input.version,
    async (tx) =>
      (await tx.delete(memberGroupMember).where(held).returning({ id: memberGroupMember.memberId })).length,
    wanted.length,
  );
}

/**
 * A change of the whole group (deleting it, building it again) touches every member it holds: a caller
 * who may not see all of them (spec §6) is refused as if the group were not there, rather than
 * changing the memberships of another class's members.
 */
export async function requireEveryMemberSeen(db: Db, ctx: RequestContext, group: GroupRow): Promise<void> {
  const within = await memberRowScope(db, ctx, memberGroupMember.memberId);
  if (!within) return;
  const [outside] = await db
    .select({ n: count() })
    .from(memberGroupMember)
    .where(
      and(
        eq(memberGroupMember.tenantId, ctx.tenantId),
        eq(memberGroupMember.groupId, group.id),
        sql`not ${within}`,
      ),
    );
  if ((outside?.n ?? 0) > 0) throw new NotFoundError(groupMessages.notFound);
}
