import {
  type GroupWorkStatus,
  type MemberGroupItem,
  type MemberGroupKindCode,
  MemberGroupRule,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { NotFoundError } from "../../platform/errors/app-error";
import type { GroupOwner } from "../members/member-group-rules";
import { memberGroup } from "./member-groups.tables";

export type GroupRow = typeof memberGroup.$inferSelect;
type WorkStatusCode = (typeof GroupWorkStatus.codes)[number];

export const groupMessages = {
  notFound: "指定された配信グループは存在しません。",
  stale: "他のユーザーがこの配信グループを更新しました。画面を再読み込みしてから操作してください。",
  duplicate: (name: string) => `グループ名「${name}」は既に使用されています。`,
  ruleOnly: "条件指定のグループではないため、再作成できません。",
  staticOnly: "条件指定のグループのメンバーは条件で決まります。メンバーを変えるには条件を編集してください。",
  staticHasNoRule: "メンバー指定のグループには条件を指定できません。",
  ruleRequired: "条件を1つ以上指定してください",
  buildFailed: "グループの作成中にエラーが発生しました。「再作成」でもう一度お試しください。",
} as const;

export const ownerOf = (ctx: RequestContext): GroupOwner => ({
  tenantId: ctx.tenantId,
  organizationId: ctx.organizationId,
  processMode: ctx.processMode,
});

/** The caller's organisation and process mode, and the group id: every query by id names all three. */
export const ownGroup = (ctx: RequestContext, id: number) =>
  and(
    eq(memberGroup.tenantId, ctx.tenantId),
    eq(memberGroup.organizationId, ctx.organizationId),
    eq(memberGroup.processMode, ctx.processMode),
    eq(memberGroup.id, id),
  );

export async function findOwnGroup(db: Db, ctx: RequestContext, id: number): Promise<GroupRow> {
  const [row] = await db.select().from(memberGroup).where(ownGroup(ctx, id));
  if (!row) throw new NotFoundError(groupMessages.notFound);
  return row;
}

/** A stored rule as the domain reads it; null for a static group or a rule that no longer parses. */
export function parseStoredRule(rule: unknown): MemberGroupRule | null {
  if (rule === null || rule === undefined) return null;
  const parsed = MemberGroupRule.safeParse(rule);
  return parsed.success ? parsed.data : null;
}

export function toGroupItem(row: GroupRow): MemberGroupItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind as MemberGroupKindCode,
    rule: parseStoredRule(row.rule),
    workStatus: row.workStatus as WorkStatusCode,
    progressDone: row.progressDone,
    progressTotal: row.progressTotal,
    failureMessage: row.failureMessage,
    memberCount: row.memberCount,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
