import {
  GUARD_DELAY_DEFAULT_MINUTES,
  PushTarget,
  type SafetyAutoOptions,
  type SafetyAutoRule,
  type SafetyAutoRuleBody,
} from "@gakumu/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { requireOrganizationStaff } from "../../platform/auth/login-user.service";
import { loginUser } from "../../platform/auth/login-user.tables";
import { ValidationError } from "../../platform/errors/app-error";
import { listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import {
  type OrganizationOwner,
  ofOrganizationRow,
  saveOrganizationSetting,
} from "../../platform/module-kit/organization-setting";
import { listGroupsForPicker } from "../member-groups/group-targets";
import { SAFETY_AUTO_MENU } from "./safety-jma.menu";
import { safetyAutoRule } from "./safety-jma.tables";

// 自動配信設定: one rule per organisation. Every id the screen sends (所属, 配信グループ, 職員) must be
// this organisation's; another school's ids are refused like unknown ones.

export const ruleMessages = {
  stale: "他のユーザーが自動配信設定を更新しました。画面を再読み込みしてから編集してください。",
  unknownNode: "送信対象の所属が見つかりません。画面を再読み込みしてください。",
  unknownGroup: "送信対象の配信グループが見つかりません。画面を再読み込みしてください。",
  unknownStaff: "通知する職員が見つかりません。画面を再読み込みしてください。",
  noMembers:
    "自動配信の送信対象には、所属・学年・属性・配信グループを選んでください（個別のメンバーは選べません）。",
  noTarget: "自動配信を有効にするときは、送信対象を選択してください。",
} as const;

const ofOrganization = (owner: OrganizationOwner) => ofOrganizationRow(safetyAutoRule, owner);

const DEFAULT_RULE: SafetyAutoRule = {
  enabled: false,
  prefectureCodes: [],
  thresholdIntensity: "5-",
  tsunamiLevel: null,
  tsunamiAreaCodes: [],
  guardDelayMinutes: GUARD_DELAY_DEFAULT_MINUTES,
  target: PushTarget.parse({}),
  staffLoginUserIds: [],
  version: null,
  updatedAt: null,
};

function toRule(row: typeof safetyAutoRule.$inferSelect): SafetyAutoRule {
  return {
    enabled: row.enabled,
    prefectureCodes: row.prefectureCodes,
    thresholdIntensity: row.thresholdIntensity as SafetyAutoRule["thresholdIntensity"],
    tsunamiLevel: row.tsunamiLevel as SafetyAutoRule["tsunamiLevel"],
    tsunamiAreaCodes: row.tsunamiAreaCodes,
    guardDelayMinutes: row.guardDelayMinutes,
    target: PushTarget.parse(row.target),
    staffLoginUserIds: row.staffLoginUserIds,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getRule(db: Db, ctx: RequestContext): Promise<SafetyAutoRule> {
  requireMenu(ctx, SAFETY_AUTO_MENU, "read");
  const [row] = await db.select().from(safetyAutoRule).where(ofOrganization(ctx));
  return row ? toRule(row) : DEFAULT_RULE;
}

async function staffOf(db: Db, ctx: RequestContext) {
  return db
    .select({ id: loginUser.id, name: loginUser.name, mail: loginUser.mailAddress })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, ctx.tenantId), eq(loginUser.organizationId, ctx.organizationId)))
    .orderBy(asc(loginUser.displayUserId), asc(loginUser.id));
}

export async function ruleOptions(db: Db, ctx: RequestContext): Promise<SafetyAutoOptions> {
  requireMenu(ctx, SAFETY_AUTO_MENU, "read");
  const [nodes, groups, staff] = await Promise.all([
    listHierarchyNodes(db, ctx.organizationId),
    listGroupsForPicker(db, ctx),
    staffOf(db, ctx),
  ]);
  return {
    nodes: nodes
      .filter((n) => !(n as { disabled?: boolean }).disabled)
      .map((n) => ({ divisionCd: n.divisionCd, name: n.name, depth: n.depth })),
    groups: groups.map((g) => ({ id: g.id, name: g.name })),
    staff: staff.map((s) => ({ id: s.id, name: s.name, mail: s.mail || null })),
  };
}

async function checkIds(db: Db, ctx: RequestContext, body: SafetyAutoRuleBody): Promise<void> {
  const { target } = body;
  if (target.memberIds.length > 0) throw new ValidationError(ruleMessages.noMembers);
  const chosen =
    target.nodes.length + target.grades.length + target.attributes.length + target.groupIds.length;
  if (body.enabled && chosen === 0) throw new ValidationError(ruleMessages.noTarget);
  if (target.nodes.length > 0) {
    const codes = new Set((await listHierarchyNodes(db, ctx.organizationId)).map((n) => n.divisionCd));
    if (target.nodes.some((c) => !codes.has(c))) throw new ValidationError(ruleMessages.unknownNode);
  }
  if (target.groupIds.length > 0) {
    const ids = new Set((await listGroupsForPicker(db, ctx)).map((g) => g.id));
    if (target.groupIds.some((id) => !ids.has(id))) throw new ValidationError(ruleMessages.unknownGroup);
  }
  await requireOrganizationStaff(db, ctx, body.staffLoginUserIds, ruleMessages.unknownStaff);
}

export async function saveRule(
  db: Db,
  ctx: RequestContext,
  body: SafetyAutoRuleBody,
): Promise<SafetyAutoRule> {
  requireMenu(ctx, SAFETY_AUTO_MENU, "write");
  await checkIds(db, ctx, body);
  const values = {
    enabled: body.enabled,
    prefectureCodes: body.prefectureCodes,
    thresholdIntensity: body.thresholdIntensity,
    tsunamiLevel: body.tsunamiLevel,
    tsunamiAreaCodes: body.tsunamiLevel ? body.tsunamiAreaCodes : [],
    guardDelayMinutes: body.guardDelayMinutes,
    target: body.target as Record<string, unknown>,
    staffLoginUserIds: body.staffLoginUserIds,
    updatedByLoginUserId: ctx.loginUserId,
  };
  const row = await saveOrganizationSetting(db, safetyAutoRule, ctx, {
    version: body.version,
    values,
    staleMessage: ruleMessages.stale,
  });
  return toRule(row);
}
