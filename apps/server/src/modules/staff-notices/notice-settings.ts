import {
  type NoticeSettingRow,
  type NoticeSettings,
  type NoticeSettingsInput,
  type NoticeSettingsStaffList,
  NoticeSettingType,
} from "@gakumu/domain";
import { and, asc, eq, exists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { holdsMenu, requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import { ForbiddenError, NotFoundError } from "../../platform/errors/app-error";
import { loginUserPermission } from "../../platform/permissions/permissions.tables";
import { NOTICE_SETTING_MENU } from "./notice-menus";
import { staffNoticeSetting } from "./staff-notices.tables";

/**
 * Who may change whose settings (our decision, the spec names none):
 * - one's own: the 通知設定 menu available or reference only. Which events reach oneself is a personal
 *   preference like one's password, not master data; the default sets give teachers master menus as
 *   reference only, and they must still be able to choose their notices;
 * - another staff member's: the 通知設定 menu available (0) and the 管理者ユーザー menu available too, i.e.
 *   an administrator who manages login users; they see every staff member of the tenant.
 */
const STAFF_MENU = "login-user" as const;
export const canManageOthers = (ctx: RequestContext) =>
  holdsMenu(ctx, NOTICE_SETTING_MENU, "write") && holdsMenu(ctx, STAFF_MENU, "write");

const staffNotFound = () => new NotFoundError("ユーザーが見つかりません。");

/** Every type in code-list order; a type without a row is off for both ways. */
export function completeSettings(rows: readonly NoticeSettingRow[]): NoticeSettingRow[] {
  const byType = new Map(rows.map((r) => [r.type, r]));
  return NoticeSettingType.codes.map((type) => byType.get(type) ?? { type, byMail: false, byPush: false });
}

async function staffOf(db: Db, tenantId: number, loginUserId: number) {
  const [row] = await db
    .select({ id: loginUser.id, name: loginUser.name, mailAddress: loginUser.mailAddress })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, tenantId), eq(loginUser.id, loginUserId)));
  return row ?? null;
}

async function settingsOf(db: Db, ctx: RequestContext, loginUserId: number, editable: boolean) {
  const staff = await staffOf(db, ctx.tenantId, loginUserId);
  if (!staff) throw staffNotFound();
  const rows = await db
    .select({
      type: staffNoticeSetting.noticeType,
      byMail: staffNoticeSetting.byMail,
      byPush: staffNoticeSetting.byPush,
    })
    .from(staffNoticeSetting)
    .where(
      and(eq(staffNoticeSetting.tenantId, ctx.tenantId), eq(staffNoticeSetting.loginUserId, loginUserId)),
    );
  return {
    loginUserId,
    name: staff.name,
    hasMailAddress: staff.mailAddress.trim() !== "",
    settings: completeSettings(rows.filter((r): r is NoticeSettingRow => NoticeSettingType.isValid(r.type))),
    editable,
    canManageOthers: canManageOthers(ctx),
  } satisfies NoticeSettings;
}

export async function ownSettings(db: Db, ctx: RequestContext): Promise<NoticeSettings> {
  requireMenu(ctx, NOTICE_SETTING_MENU, "read");
  return settingsOf(db, ctx, ctx.loginUserId, true);
}

export async function staffSettings(
  db: Db,
  ctx: RequestContext,
  loginUserId: number,
): Promise<NoticeSettings> {
  requireMenu(ctx, NOTICE_SETTING_MENU, "read");
  if (loginUserId === ctx.loginUserId) return ownSettings(db, ctx);
  if (!canManageOthers(ctx)) throw new ForbiddenError("他のユーザーの通知設定を扱う権限がありません。");
  return settingsOf(db, ctx, loginUserId, true);
}

/** Saves the given types (one statement); types left out keep their rows. */
export async function saveSettings(
  db: Db,
  ctx: RequestContext,
  loginUserId: number,
  input: NoticeSettingsInput,
): Promise<NoticeSettings> {
  requireMenu(ctx, NOTICE_SETTING_MENU, loginUserId === ctx.loginUserId ? "read" : "write");
  if (loginUserId !== ctx.loginUserId && !canManageOthers(ctx))
    throw new ForbiddenError("他のユーザーの通知設定を扱う権限がありません。");
  if (!(await staffOf(db, ctx.tenantId, loginUserId))) throw staffNotFound();
  if (input.settings.length > 0)
    await db
      .insert(staffNoticeSetting)
      .values(
        input.settings.map((s) => ({
          tenantId: ctx.tenantId,
          loginUserId,
          noticeType: s.type,
          byMail: s.byMail,
          byPush: s.byPush,
        })),
      )
      .onConflictDoUpdate({
        target: [staffNoticeSetting.tenantId, staffNoticeSetting.loginUserId, staffNoticeSetting.noticeType],
        set: { byMail: sql`excluded.by_mail`, byPush: sql`excluded.by_push`, updatedAt: sql`now()` },
      });
  return settingsOf(db, ctx, loginUserId, true);
}

/** The school's staff (a permission in the caller's organisation) with the types each turned on. */
export async function staffList(db: Db, ctx: RequestContext): Promise<NoticeSettingsStaffList> {
  requireMenu(ctx, NOTICE_SETTING_MENU, "read");
  if (!canManageOthers(ctx)) throw new ForbiddenError("他のユーザーの通知設定を扱う権限がありません。");
  const rows = await db
    .select({
      loginUserId: loginUser.id,
      displayUserId: loginUser.displayUserId,
      name: loginUser.name,
      type: staffNoticeSetting.noticeType,
    })
    .from(loginUser)
    .leftJoin(
      staffNoticeSetting,
      and(
        eq(staffNoticeSetting.tenantId, loginUser.tenantId),
        eq(staffNoticeSetting.loginUserId, loginUser.id),
        or(eq(staffNoticeSetting.byMail, true), eq(staffNoticeSetting.byPush, true)),
      ),
    )
    .where(
      and(
        eq(loginUser.tenantId, ctx.tenantId),
        // The staff of this school: users holding a permission in the caller's organisation.
        exists(
          db
            .select({ one: sql`1` })
            .from(loginUserPermission)
            .where(
              and(
                eq(loginUserPermission.tenantId, ctx.tenantId),
                eq(loginUserPermission.loginUserId, loginUser.id),
                eq(loginUserPermission.organizationId, ctx.organizationId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(loginUser.displayUserId), asc(loginUser.id));
  const items = new Map<number, NoticeSettingsStaffList["items"][number]>();
  for (const r of rows) {
    const item = items.get(r.loginUserId) ?? {
      loginUserId: r.loginUserId,
      displayUserId: r.displayUserId,
      name: r.name,
      enabledTypes: [],
    };
    if (r.type && NoticeSettingType.isValid(r.type)) item.enabledTypes.push(r.type);
    items.set(r.loginUserId, item);
  }
  for (const item of items.values())
    item.enabledTypes.sort((a, b) => NoticeSettingType.codes.indexOf(a) - NoticeSettingType.codes.indexOf(b));
  return { items: [...items.values()] };
}
