import type { ContactSetting, ContactSettingBody } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError } from "../../platform/errors/app-error";
import { CONTACT_WEB_MENU } from "./contacts.menu";
import { contactSetting } from "./contacts.tables";

// The school's cut-off and reminder: one row per organisation, saved with its version (two staff
// editing at once get a Japanese 409, not a silent overwrite). Until saved, the defaults below apply.

export const settingMessages = {
  stale: "他のユーザーがWeb連絡設定を更新しました。画面を再読み込みしてから編集してください。",
} as const;

type Owner = { tenantId: number; organizationId: number };
export type ContactSettingRow = typeof contactSetting.$inferSelect;

export const DEFAULT_CONTACT_SETTING: Omit<ContactSetting, "version"> = {
  cutoffTime: "08:30",
  afterCutoff: "ACCEPT",
  cutoffMessage: "締切後は学校へお電話ください。",
  reminderEnabled: false,
  reminderTime: "07:45",
  expectedDays: "SCHOOL_DAYS",
  reminderTitle: "本日の連絡がまだありません",
  reminderBody: "欠席・遅刻などの連絡と体調の報告がまだ届いていません。締切時刻までに送信してください。",
};

const ofOrganization = (owner: Owner) =>
  and(eq(contactSetting.tenantId, owner.tenantId), eq(contactSetting.organizationId, owner.organizationId));

export function toSetting(row: ContactSettingRow | undefined): ContactSetting {
  if (!row) return { ...DEFAULT_CONTACT_SETTING, version: null };
  return {
    cutoffTime: row.cutoffTime,
    afterCutoff: row.afterCutoff as ContactSetting["afterCutoff"],
    cutoffMessage: row.cutoffMessage,
    reminderEnabled: row.reminderEnabled,
    reminderTime: row.reminderTime,
    expectedDays: row.expectedDays as ContactSetting["expectedDays"],
    reminderTitle: row.reminderTitle,
    reminderBody: row.reminderBody,
    version: row.version,
  };
}

/** The organisation's rules as the post path and the forms read them (no menu: families read them too). */
export async function loadSetting(db: Db, owner: Owner): Promise<ContactSetting> {
  const [row] = await db.select().from(contactSetting).where(ofOrganization(owner));
  return toSetting(row);
}

export async function getSetting(db: Db, ctx: RequestContext): Promise<ContactSetting> {
  requireMenu(ctx, CONTACT_WEB_MENU, "read");
  return loadSetting(db, ctx);
}

export async function saveSetting(
  db: Db,
  ctx: RequestContext,
  body: ContactSettingBody,
): Promise<ContactSetting> {
  requireMenu(ctx, CONTACT_WEB_MENU, "write");
  const { version, ...values } = body;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactSetting).where(ofOrganization(ctx)).for("update");
    if (!current) {
      if (version !== undefined) throw new ConflictError(settingMessages.stale);
      const [created] = await tx
        .insert(contactSetting)
        .values({ tenantId: ctx.tenantId, organizationId: ctx.organizationId, ...values })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new ConflictError(settingMessages.stale);
      return created;
    }
    if (version !== current.version) throw new ConflictError(settingMessages.stale);
    const [updated] = await tx
      .update(contactSetting)
      .set({ ...values, version: current.version + 1 })
      .where(and(ofOrganization(ctx), eq(contactSetting.id, current.id)))
      .returning();
    return updated!;
  });
  return toSetting(row);
}
