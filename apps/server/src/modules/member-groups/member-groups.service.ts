import {
  type CreateMemberGroupInput,
  type GroupRuleOptions,
  GroupWorkStatus,
  type MemberGroupItem,
  MemberGroupKind,
  type MemberGroupRule,
  type UpdateMemberGroupInput,
} from "@gakumu/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import type { JobQueue } from "../../platform/jobs/job-queue";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../platform/permissions/pg-errors";
import {
  countRuleMembers,
  GroupRuleError,
  groupRuleOptions,
  groupViewer,
} from "../members/member-group-rules";
import { GROUP_BUILD_JOB, queueGroupBuild } from "./group-build";
import { requireEveryMemberSeen } from "./group-membership.service";
import { findOwnGroup, groupMessages, ownerOf, ownGroup, parseStoredRule, toGroupItem } from "./group-rows";
import { PUSH_GROUP_MENU } from "./member-groups.menu";
import { memberGroup } from "./member-groups.tables";

export interface GroupServiceDeps {
  db: Db;
  jobs: JobQueue;
}

const ruleError = (message: string) => new ValidationError(message, [{ path: "rule", message }]);

/**
 * Counts the rule's members the caller may see now (spec §6): proves every attribute it names exists,
 * and answers the preview.
 */
async function checkedRuleCount(db: Db, ctx: RequestContext, rule: MemberGroupRule): Promise<number> {
  try {
    return await countRuleMembers(db, await groupViewer(db, ctx), rule);
  } catch (error) {
    if (error instanceof GroupRuleError) throw ruleError(error.message);
    throw error;
  }
}

function duplicateName(error: unknown, name: string): never {
  if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
  const message = groupMessages.duplicate(name);
  throw new ValidationError(message, [{ path: "name", message }]);
}

/** 配信グループ管理's list: the organisation's groups by name. */
export async function listMemberGroups(db: Db, ctx: RequestContext): Promise<MemberGroupItem[]> {
  requireMenu(ctx, PUSH_GROUP_MENU, "read");
  const rows = await db
    .select()
    .from(memberGroup)
    .where(
      and(
        eq(memberGroup.tenantId, ctx.tenantId),
        eq(memberGroup.organizationId, ctx.organizationId),
        eq(memberGroup.processMode, ctx.processMode),
      ),
    )
    .orderBy(asc(memberGroup.name), asc(memberGroup.id));
  return rows.map(toGroupItem);
}

export async function getMemberGroup(db: Db, ctx: RequestContext, id: number): Promise<MemberGroupItem> {
  requireMenu(ctx, PUSH_GROUP_MENU, "read");
  return toGroupItem(await findOwnGroup(db, ctx, id));
}

/** What the rule editor offers. */
export async function memberGroupRuleOptions(db: Db, ctx: RequestContext): Promise<GroupRuleOptions> {
  requireMenu(ctx, PUSH_GROUP_MENU, "read");
  return groupRuleOptions(db, ownerOf(ctx));
}

/** How many members a rule takes now. */
export async function previewMemberGroupRule(db: Db, ctx: RequestContext, rule: MemberGroupRule) {
  requireMenu(ctx, PUSH_GROUP_MENU, "read");
  return { count: await checkedRuleCount(db, ctx, rule) };
}

/**
 * A static group starts empty and ready (SUCCESS); a rule group starts MAKING with its build queued in
 * the same transaction, so a group never exists without the build that fills it.
 */
export async function createMemberGroup(
  deps: GroupServiceDeps,
  ctx: RequestContext,
  input: CreateMemberGroupInput,
): Promise<MemberGroupItem> {
  requireMenu(ctx, PUSH_GROUP_MENU, "write");
  const { db, jobs } = deps;
  const isRule = input.kind === MemberGroupKind.RULE;
  if (isRule && input.rule) await checkedRuleCount(db, ctx, input.rule);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(memberGroup)
        .values({
          tenantId: ctx.tenantId,
          organizationId: ctx.organizationId,
          processMode: ctx.processMode,
          name: input.name,
          description: input.description,
          kind: input.kind,
          rule: isRule ? input.rule : null,
          workStatus: isRule ? GroupWorkStatus.FLAT : GroupWorkStatus.SUCCESS,
          updatedByLoginUserId: ctx.loginUserId,
        })
        .returning({ id: memberGroup.id });
      if (isRule) await queueGroupBuild(tx, jobs, ctx.tenantId, row!.id);
      return row!.id;
    })
    .catch((error) => duplicateName(error, input.name));
  if (isRule) jobs.wake(GROUP_BUILD_JOB);
  return toGroupItem(await findOwnGroup(db, ctx, id));
}

/** Name and description; a rule group's rule too, which builds the group again when it changed. */
export async function updateMemberGroup(
  deps: GroupServiceDeps,
  ctx: RequestContext,
  id: number,
  input: UpdateMemberGroupInput,
): Promise<MemberGroupItem> {
  requireMenu(ctx, PUSH_GROUP_MENU, "write");
  const { db, jobs } = deps;
  const current = await findOwnGroup(db, ctx, id);
  const isRule = current.kind === MemberGroupKind.RULE;
  if (isRule && !input.rule) throw ruleError(groupMessages.ruleRequired);
  if (!isRule && input.rule) throw ruleError(groupMessages.staticHasNoRule);
  if (isRule && input.rule) await checkedRuleCount(db, ctx, input.rule);
  const ruleChanged = isRule && JSON.stringify(input.rule) !== JSON.stringify(current.rule);
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(memberGroup)
        .set({
          name: input.name,
          description: input.description,
          ...(isRule ? { rule: input.rule } : {}),
          updatedByLoginUserId: ctx.loginUserId,
          version: sql`${memberGroup.version} + 1`,
        })
        .where(and(ownGroup(ctx, id), eq(memberGroup.version, input.version)))
        .returning({ id: memberGroup.id });
      if (!row) throw new ConflictError(groupMessages.stale);
      if (ruleChanged) await queueGroupBuild(tx, jobs, ctx.tenantId, id);
    })
    .catch((error) => duplicateName(error, input.name));
  if (ruleChanged) jobs.wake(GROUP_BUILD_JOB);
  return toGroupItem(await findOwnGroup(db, ctx, id));
}

/** 再作成: builds a rule group again from the members as they are now. */
export async function rebuildMemberGroup(
  deps: GroupServiceDeps,
  ctx: RequestContext,
  id: number,
  version: number,
): Promise<MemberGroupItem> {
  requireMenu(ctx, PUSH_GROUP_MENU, "write");
  const { db, jobs } = deps;
  const current = await findOwnGroup(db, ctx, id);
  if (current.kind !== MemberGroupKind.RULE) throw new ValidationError(groupMessages.ruleOnly);
  await requireEveryMemberSeen(db, ctx, current);
  // The build runs for the whole organisation: it may not take members the caller may not see.
  const rule = parseStoredRule(current.rule);
  if (rule && (await checkedRuleCount(db, ctx, rule)) !== (await countRuleMembers(db, ownerOf(ctx), rule)))
    throw new NotFoundError(groupMessages.notFound);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(memberGroup)
      .set({ updatedByLoginUserId: ctx.loginUserId, version: sql`${memberGroup.version} + 1` })
      .where(and(ownGroup(ctx, id), eq(memberGroup.version, version)))
      .returning({ id: memberGroup.id });
    if (!row) throw new ConflictError(groupMessages.stale);
    await queueGroupBuild(tx, jobs, ctx.tenantId, id);
  });
  jobs.wake(GROUP_BUILD_JOB);
  return toGroupItem(await findOwnGroup(db, ctx, id));
}

/** Deletes a group and its member list (a running build finds it gone and stops). */
export async function deleteMemberGroup(
  db: Db,
  ctx: RequestContext,
  id: number,
  version: number,
): Promise<void> {
  requireMenu(ctx, PUSH_GROUP_MENU, "write");
  await requireEveryMemberSeen(db, ctx, await findOwnGroup(db, ctx, id));
  const deleted = await db
    .delete(memberGroup)
    .where(and(ownGroup(ctx, id), eq(memberGroup.version, version)))
    .returning({ id: memberGroup.id });
  if (deleted.length === 0) throw new ConflictError(groupMessages.stale);
}
