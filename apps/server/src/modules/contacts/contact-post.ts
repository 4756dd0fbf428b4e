import {
  CONTACT_DAYS_AHEAD,
  type ContactPostBody,
  type ContactViaCode,
  formatDate,
  judgeCutoff,
  missingFields,
  reasonAllowed,
} from "@gakumu/domain";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import type { ContactSender } from "../members/member-contact-lookups";
import { loadSetting } from "./contact-settings";
import { findType } from "./contact-types";
import { contact } from "./contacts.tables";

// Sending and withdrawing a report, the same for the member app and the web link: the day must be
// today or within 30 days, the type the school's, the reason and symptoms its choices, its required
// fields filled in; after the cut-off a report for today is accepted with the school's message or
// refused with it. Few statements: the type and the rules in parallel, then one insert and the staff
// notice in one transaction.

export const postMessages = {
  pastDate: "過去の日付の連絡はできません。学校へお電話ください。",
  farDate: `連絡できるのは今日から${CONTACT_DAYS_AHEAD}日後までの日付です。`,
  type: "連絡種別を選択し直してください（学校が連絡種別を変更した可能性があります）。",
  reason: "理由を選択肢の中から選択してください。",
  symptoms: "症状を選択肢の中から選択してください。",
  refused: (cutoff: string, message: string) =>
    `締切時刻（${cutoff}）を過ぎたため、今日の連絡は受け付けできません。${message}`,
  notFound: "連絡が見つかりません。",
  withdrawn: "この連絡はすでに取り消されています。",
  pastWithdraw: "過去の日付の連絡は取り消せません。学校へお電話ください。",
} as const;

type Owner = { tenantId: number; organizationId: number };
export type ContactRow = typeof contact.$inferSelect;

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const tokyoNow = (now: Date) => ({
  today: formatDate(now, "yyyy-MM-dd"),
  time: formatDate(now, "HH:mm"),
});

export interface Posted {
  row: ContactRow;
  late: boolean;
  message: string | null;
}

export async function postContact(
  db: Db,
  owner: Owner,
  sender: ContactSender,
  body: ContactPostBody,
  via: ContactViaCode,
  onStored: (tx: Db, row: ContactRow) => Promise<void>,
  now = new Date(),
): Promise<Posted> {
  const { today, time } = tokyoNow(now);
  if (body.date < today) throw new ValidationError(postMessages.pastDate);
  if (body.date > addDays(today, CONTACT_DAYS_AHEAD)) throw new ValidationError(postMessages.farDate);
  const [type, setting] = await Promise.all([findType(db, owner, body.typeId), loadSetting(db, owner)]);
  if (!type?.enabled)
    throw new ValidationError(postMessages.type, [{ path: "typeId", message: postMessages.type }]);
  if (!reasonAllowed(type.reasons, body.reason))
    throw new ValidationError(postMessages.reason, [{ path: "reason", message: postMessages.reason }]);
  if (body.symptoms.some((s) => !type.symptoms.includes(s)))
    throw new ValidationError(postMessages.symptoms, [{ path: "symptoms", message: postMessages.symptoms }]);
  const missing = missingFields(type.fields, body);
  if (missing.length > 0)
    throw new ValidationError(
      missing.map((m) => m.message).join("。"),
      missing.map((m) => ({ path: m.field, message: m.message })),
    );
  const verdict = judgeCutoff({
    date: body.date,
    today,
    nowTime: time,
    cutoffTime: setting.cutoffTime,
    afterCutoff: setting.afterCutoff,
  });
  if (verdict === "LATE_REFUSED")
    throw new ValidationError(postMessages.refused(setting.cutoffTime!, setting.cutoffMessage));
  const late = verdict === "LATE_ACCEPTED";
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(contact)
      .values({
        ...owner,
        date: body.date,
        memberId: sender.id,
        memberNo: sender.memberNo,
        memberName: sender.name,
        grade: sender.grade,
        divisionCd: sender.path[0],
        sectionCd: sender.path[1],
        subsectionCd: sender.path[2],
        unitCd: sender.path[3],
        subunitCd: sender.path[4],
        typeId: type.id,
        typeName: type.name,
        reason: body.reason,
        symptoms: body.symptoms,
        arrivalTime: body.arrivalTime,
        leaveTime: body.leaveTime,
        temperatureTenths: body.temperature === null ? null : Math.round(body.temperature * 10),
        note: body.note,
        via,
        late,
      })
      .returning();
    // Staff hear of it only if the report is really stored (same transaction).
    await onStored(tx, inserted!);
    return inserted!;
  });
  return { row, late, message: late ? setting.cutoffMessage : null };
}

/**
 * The sender takes a report back: it stays, marked 取消, for the board and the history. One
 * conditional UPDATE, so of two withdrawals at once one succeeds and the other hears it is done.
 */
export async function withdrawContact(
  db: Db,
  owner: Owner & { memberId: number },
  id: number,
  now = new Date(),
): Promise<ContactRow> {
  const mine = and(
    eq(contact.tenantId, owner.tenantId),
    eq(contact.organizationId, owner.organizationId),
    eq(contact.memberId, owner.memberId),
    eq(contact.id, id),
  );
  const [current] = await db.select().from(contact).where(mine);
  if (!current) throw new NotFoundError(postMessages.notFound);
  if (current.status === "WITHDRAWN") throw new ConflictError(postMessages.withdrawn);
  if (current.date < tokyoNow(now).today) throw new ValidationError(postMessages.pastWithdraw);
  const [row] = await db
    .update(contact)
    .set({ status: "WITHDRAWN", withdrawnAt: now })
    .where(and(mine, ne(contact.status, "WITHDRAWN")))
    .returning();
  if (!row) throw new ConflictError(postMessages.withdrawn);
  return row;
}
