import { GroupWorkStatus, type MemberGroupRule } from "@gakumu/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { JobContext, JobHandler } from "../../platform/jobs/job-runner";
import {
  countRuleMembers,
  type GroupOwner,
  GroupRuleError,
  ruleMemberIdBatches,
} from "../members/member-group-rules";
import { groupMessages, parseStoredRule } from "./group-rows";
import { memberGroup, memberGroupMember } from "./member-groups.tables";

// A rule group's build: FLAT → MAKING (the rule's members are collected, with progress) →
// FIX_PROCESSING (the group's member list is replaced in one transaction) → SUCCESS, or FAILED with
// the reason. Each queued build carries the group's build number; a build whose number is no longer
// the group's (the rule was edited, 再作成 was pressed again) stops without writing anything.

export const GROUP_BUILD_JOB = "member-group-build";

export interface GroupBuildJobData {
  groupId: number;
  buildNo: number;
}

/** Members collected per statement: progress moves every batch. */
const BATCH = 2000;
/** Rows per insert when the list is fixed (3 parameters each, far below PostgreSQL's limit). */
const INSERT_CHUNK = 5000;

/**
 * Marks the group MAKING under a new build number and queues its build, inside the caller's
 * transaction (call jobs.wake(GROUP_BUILD_JOB) after the commit).
 */
export async function queueGroupBuild(
  tx: Db,
  jobs: JobQueue,
  tenantId: number,
  groupId: number,
): Promise<void> {
  const [row] = await tx
    .update(memberGroup)
    .set({
      workStatus: GroupWorkStatus.MAKING,
      buildNo: sql`${memberGroup.buildNo} + 1`,
      progressDone: 0,
      progressTotal: 0,
      failureMessage: null,
    })
    .where(and(eq(memberGroup.tenantId, tenantId), eq(memberGroup.id, groupId)))
    .returning({ buildNo: memberGroup.buildNo });
  if (!row) return;
  await jobs.enqueue<GroupBuildJobData>(GROUP_BUILD_JOB, { groupId, buildNo: row.buildNo }, { tenantId, tx });
}

export interface GroupBuildDeps {
  db: Db;
  /** The rule's members in batches; the members module's by default (tests put a failing one here). */
  memberBatches?: (db: Db, owner: GroupOwner, rule: MemberGroupRule, size: number) => AsyncIterable<number[]>;
}

type BuildRow = typeof memberGroup.$inferSelect;

export function groupBuildHandler(deps: GroupBuildDeps): JobHandler<GroupBuildJobData> {
  const { db } = deps;
  const batches = deps.memberBatches ?? ruleMemberIdBatches;

  /** Updates the group only while this build is still its current one; false when it is not. */
  const ifCurrent = async (
    executor: Db,
    tenantId: number,
    data: GroupBuildJobData,
    values: Partial<BuildRow>,
  ): Promise<boolean> => {
    const rows = await executor
      .update(memberGroup)
      .set(values)
      .where(
        and(
          eq(memberGroup.tenantId, tenantId),
          eq(memberGroup.id, data.groupId),
          eq(memberGroup.buildNo, data.buildNo),
        ),
      )
      .returning({ id: memberGroup.id });
    return rows.length > 0;
  };

  const build = async (group: BuildRow, data: GroupBuildJobData, ctx: JobContext): Promise<string> => {
    const tenantId = group.tenantId;
    const rule = parseStoredRule(group.rule);
    if (!rule) throw new GroupRuleError("条件が正しくありません。条件を編集して保存し直してください。");
    const owner = { tenantId, organizationId: group.organizationId, processMode: group.processMode };
    const total = await countRuleMembers(db, owner, rule);
    if (
      !(await ifCurrent(db, tenantId, data, {
        workStatus: GroupWorkStatus.MAKING,
        progressDone: 0,
        progressTotal: total,
      }))
    )
      return "superseded";
    const ids: number[] = [];
    for await (const batch of batches(db, owner, rule, BATCH)) {
      if (ctx.signal.aborted) throw new Error("the job queue is stopping");
      ids.push(...batch);
      const current = await ifCurrent(db, tenantId, data, {
        progressDone: ids.length,
        progressTotal: Math.max(total, ids.length),
      });
      if (!current) return "superseded";
    }
    if (!(await ifCurrent(db, tenantId, data, { workStatus: GroupWorkStatus.FIX_PROCESSING })))
      return "superseded";
    return db.transaction(async (tx) => {
      // Locks the group: an edit of the rule waits, then finds this build done (or supersedes it).
      const [locked] = await tx
        .select({ buildNo: memberGroup.buildNo })
        .from(memberGroup)
        .where(and(eq(memberGroup.tenantId, tenantId), eq(memberGroup.id, data.groupId)))
        .for("update");
      if (!locked || locked.buildNo !== data.buildNo) return "superseded";
      await tx
        .delete(memberGroupMember)
        .where(and(eq(memberGroupMember.tenantId, tenantId), eq(memberGroupMember.groupId, data.groupId)));
      for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
        await tx
          .insert(memberGroupMember)
          .values(
            ids.slice(i, i + INSERT_CHUNK).map((memberId) => ({ groupId: data.groupId, memberId, tenantId })),
          );
      }
      await ifCurrent(tx, tenantId, data, {
        workStatus: GroupWorkStatus.SUCCESS,
        memberCount: ids.length,
        progressDone: ids.length,
        progressTotal: ids.length,
        failureMessage: null,
      });
      return "built";
    });
  };

  return async (data, ctx) => {
    const tenantId = ctx.tenantId;
    if (tenantId === null) return { outcome: "no-tenant" };
    const [group] = await db
      .select()
      .from(memberGroup)
      .where(and(eq(memberGroup.tenantId, tenantId), eq(memberGroup.id, data.groupId)));
    if (!group || group.buildNo !== data.buildNo) return { outcome: "superseded" };
    try {
      return { outcome: await build(group, data, ctx) };
    } catch (error) {
      // A rule that cannot apply fails at once; anything else is retried, and recorded on the last try.
      const ruleError = error instanceof GroupRuleError;
      if (!ruleError && !ctx.isLastAttempt) throw error;
      await ifCurrent(db, tenantId, data, {
        workStatus: GroupWorkStatus.FAILED,
        failureMessage: ruleError ? error.message : groupMessages.buildFailed,
      });
      if (ruleError) return { outcome: "failed" };
      throw error;
    }
  };
}

/** The build job; before the queue starts, in every process that runs jobs. */
export function defineGroupBuildJob(services: { db: Db; jobs: JobQueue }): void {
  services.jobs.define<GroupBuildJobData>(GROUP_BUILD_JOB, groupBuildHandler({ db: services.db }), {
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 15 * 60,
  });
}
