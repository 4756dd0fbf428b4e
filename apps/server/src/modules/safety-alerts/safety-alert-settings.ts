import type { SafetyStaffAlertBody, SafetyStaffAlertSettings } from "@gakumu/domain";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { requireOrganizationStaff } from "../../platform/auth/login-user.service";
import {
  type OrganizationOwner,
  ofOrganizationRow,
  saveOrganizationSetting,
} from "../../platform/module-kit/organization-setting";
import { SAFETY_AUTO_MENU } from "../safety-jma/safety-jma.menu";
import { safetyAlertSetting } from "./safety-alerts.tables";

// 職員への通知, a section of 自動配信設定 and under its menu: one row per organisation. The staff named
// must be this organisation's login users; another school's ids are refused like unknown ones.

export const alertMessages = {
  stale: "他のユーザーが職員への通知の設定を更新しました。画面を再読み込みしてから編集してください。",
  unknownStaff: "通知する職員が見つかりません。画面を再読み込みしてください。",
} as const;

const ofOrganization = (owner: OrganizationOwner) => ofOrganizationRow(safetyAlertSetting, owner);

const DEFAULT_SETTINGS: SafetyStaffAlertSettings = {
  staffLoginUserIds: [],
  noContactMinutes: null,
  version: null,
  updatedAt: null,
};

function toSettings(row: typeof safetyAlertSetting.$inferSelect): SafetyStaffAlertSettings {
  return {
    staffLoginUserIds: row.staffLoginUserIds,
    noContactMinutes: row.noContactMinutes,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getAlertSettings(db: Db, ctx: RequestContext): Promise<SafetyStaffAlertSettings> {
  requireMenu(ctx, SAFETY_AUTO_MENU, "read");
  const [row] = await db.select().from(safetyAlertSetting).where(ofOrganization(ctx));
  return row ? toSettings(row) : DEFAULT_SETTINGS;
}

export async function saveAlertSettings(
  db: Db,
  ctx: RequestContext,
  body: SafetyStaffAlertBody,
): Promise<SafetyStaffAlertSettings> {
  requireMenu(ctx, SAFETY_AUTO_MENU, "write");
  await requireOrganizationStaff(db, ctx, body.staffLoginUserIds, alertMessages.unknownStaff);
  const values = {
    staffLoginUserIds: body.staffLoginUserIds,
    noContactMinutes: body.noContactMinutes,
    updatedByLoginUserId: ctx.loginUserId,
  };
  const row = await saveOrganizationSetting(db, safetyAlertSetting, ctx, {
    version: body.version,
    values,
    staleMessage: alertMessages.stale,
  });
  return toSettings(row);
}

/** The organisation's alert settings as the jobs read them (null: never saved, nobody to alert). */
export async function alertSettingsOf(db: Db, tenantId: number, organizationId: number) {
  const [row] = await db
    .select()
    .from(safetyAlertSetting)
    .where(ofOrganization({ tenantId, organizationId }));
  return row ?? null;
}
