import {
  type DailySafetySetting,
  type DailySafetySettingBody,
  type MemberCandidate,
  PushTarget,
  type SafetyQuestionCode,
} from "@gakumu/domain";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import {
  type OrganizationOwner,
  ofOrganizationRow,
  saveOrganizationSetting,
} from "../../platform/module-kit/organization-setting";
import { groupMemberIds } from "../member-groups/group-targets";
import { loadHierarchy } from "../members/member-hierarchy";
import { memberLabels, requireTargetMemberIds } from "../members/member-targets";
import { assertOwnTargetIds } from "../push-notifications/own-target-ids";
import { DAILY_SAFETY_MENU } from "./daily-safety.menu";
import { dailySafetySetting } from "./daily-safety.tables";
import { loadCalendar } from "./daily-safety-calendar";
import { nextSchoolDay, tokyoClock } from "./school-days";

// 定時安否確認's schedule: one per organisation, saved with its version (two staff editing at once get a
// Japanese 409, not a silent overwrite). An enabled schedule must reach somebody the saver may send to.

export const settingMessages = {
  stale: "他のユーザーが定時安否確認の設定を更新しました。画面を再読み込みしてから編集してください。",
} as const;

type Owner = Pick<RequestContext, "tenantId" | "organizationId">;
export type SettingRow = typeof dailySafetySetting.$inferSelect;

const ofOrganization = (owner: OrganizationOwner) => ofOrganizationRow(dailySafetySetting, owner);

const DEFAULTS = {
  enabled: false,
  title: "定時安否確認",
  bodyHtml: "<p>おはようございます。今日の体調と安全について回答してください。</p>",
  questions: [] as SafetyQuestionCode[],
  sendTime: "08:00",
  reminderTime: "10:00" as string | null,
};

async function pickedMembers(db: Db, ctx: Owner, memberIds: readonly number[]): Promise<MemberCandidate[]> {
  if (memberIds.length === 0) return [];
  const [labels, hierarchy] = await Promise.all([
    memberLabels(db, ctx.tenantId, memberIds),
    loadHierarchy(db, ctx.organizationId),
  ]);
  return memberIds.flatMap((id) => {
    const label = labels.get(id);
    if (!label) return [];
    return [
      {
        id,
        memberId: label.memberId,
        name: label.name,
        placement: hierarchy.namesOf(label.path).join(" ／ "),
      },
    ];
  });
}

async function toSetting(
  db: Db,
  ctx: Owner,
  row: SettingRow | undefined,
  now: Date,
): Promise<DailySafetySetting> {
  const target = PushTarget.parse(row?.target ?? { sendTarget: "VALID" });
  const calendar = await loadCalendar(db, ctx);
  return {
    enabled: row?.enabled ?? DEFAULTS.enabled,
    title: row?.title ?? DEFAULTS.title,
    bodyHtml: row?.bodyHtml ?? DEFAULTS.bodyHtml,
    questions: (row?.questions ?? DEFAULTS.questions) as SafetyQuestionCode[],
    target,
    members: await pickedMembers(db, ctx, target.memberIds),
    sendTime: row?.sendTime ?? DEFAULTS.sendTime,
    reminderTime: row ? row.reminderTime : DEFAULTS.reminderTime,
    version: row?.version ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    nextSchoolDay: nextSchoolDay(tokyoClock(now).date, calendar),
  };
}

export async function getSetting(db: Db, ctx: RequestContext, now = new Date()): Promise<DailySafetySetting> {
  requireMenu(ctx, DAILY_SAFETY_MENU, "read");
  const [row] = await db.select().from(dailySafetySetting).where(ofOrganization(ctx));
  return toSetting(db, ctx, row, now);
}

export async function saveSetting(
  db: Db,
  ctx: RequestContext,
  body: DailySafetySettingBody,
): Promise<DailySafetySetting> {
  requireMenu(ctx, DAILY_SAFETY_MENU, "write");
  // Saved even while off: refused now rather than when someone turns it on.
  await assertOwnTargetIds(db, ctx, body.target);
  if (body.enabled) {
    // The same Japanese 400 as a push with nobody to send to (another school's ids reach nobody).
    const groups = await groupMemberIds(db, ctx.tenantId, body.target.groupIds);
    await requireTargetMemberIds(db, ctx, body.target, { groupMemberIds: groups });
  }
  const values = {
    enabled: body.enabled,
    title: body.title,
    bodyHtml: body.bodyHtml,
    questions: body.questions,
    target: body.target as Record<string, unknown>,
    sendTime: body.sendTime,
    reminderTime: body.reminderTime,
    updatedByLoginUserId: ctx.loginUserId,
  };
  const row = await saveOrganizationSetting(db, dailySafetySetting, ctx, {
    version: body.version,
    values,
    staleMessage: settingMessages.stale,
  });
  return toSetting(db, ctx, row, new Date());
}
