import { NoticeSettingType, type NoticeSettingTypeCode } from "@gakumu/domain";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../platform/jobs/job-queue";
import { loadAuthoritiesOf } from "../../platform/permissions/caller-authority";
import { memberPlace, staffWhoSeeMember } from "../members/member-viewers";
import { RELATED_MENU } from "./notice-menus";
import { cleanNoticeText } from "./notice-text";
import { staffNotice, staffNoticeRecipient, staffNoticeSetting } from "./staff-notices.tables";

/** Sends a recorded notice's mail and Web Push to the staff chosen for it. */
export const STAFF_NOTICE_JOB = "staff-notices.deliver";

export interface StaffNoticeJobData {
  noticeId: number;
}

export interface StaffNoticeInput {
  tenantId: number;
  /** The organisation the event belongs to. */
  organizationId: number;
  /** Which notice setting decides who hears of it. */
  type: NoticeSettingTypeCode;
  /** Japanese; the toast title and mail subject, e.g. 「欠席連絡」. */
  title: string;
  /** Japanese; toast body / mail text. */
  body: string;
  /** Back-office path that opens the item, e.g. "/contact?date=2026-11-27&id=123". */
  link: string;
  /** The member it is about: only staff whose reference scope covers this member hear of it. */
  memberId?: number;
  /** Explicit staff (push reply for myself: the push's sender); then only they are considered. */
  loginUserIds?: number[];
}

/**
 * Types whose mail their own module sends, richer than a notice's: a reply to one's push is mailed by
 * the push module when the push asked for it (「自分宛てに返信を通知する」, push-reply-notice.ts). For
 * these the notice is the back-office push only, so nobody gets the mail twice.
 */
export const MAILED_BY_ITS_MODULE: ReadonlySet<NoticeSettingTypeCode> = new Set(["PUSH_REPLY_FOR_MYSELF"]);

interface Chosen {
  loginUserId: number;
  byMail: boolean;
  byPush: boolean;
}

/**
 * Records the notice inside the caller's transaction `tx` (it exists only if that commits) and queues
 * its mail / Web Push delivery; open back offices of the chosen staff show it as an info toast through
 * the live channel. Who hears of it: staff who turned the type on (mail or push) on 通知設定 and
 * - when `loginUserIds` is given: exactly those of them (their setting still decides how);
 * - else, when `memberId` is given: those whose list reference authority covers the member and for whom
 *   the type's menu is available in the member's organisation and process mode;
 * - else: those for whom the type's menu is available in `organizationId`.
 * Nobody chosen: nothing is written. `jobs.wake(STAFF_NOTICE_JOB)` after the commit is optional.
 */
export async function notifyStaff(deps: { jobs: JobQueue }, tx: Db, input: StaffNoticeInput): Promise<void> {
  if (!NoticeSettingType.isValid(input.type)) throw new Error(`unknown notice type ${String(input.type)}`);
  const text = cleanNoticeText(input);
  const chosen = (await chooseRecipients(tx, input))
    .map((c) => (MAILED_BY_ITS_MODULE.has(input.type) ? { ...c, byMail: false } : c))
    .filter((c) => c.byMail || c.byPush);
  if (chosen.length === 0) return;
  const [notice] = await tx
    .insert(staffNotice)
    .values({
      tenantId: input.tenantId,
      organizationId: input.organizationId,
      noticeType: input.type,
      title: text.title,
      body: text.body,
      link: text.link,
      memberId: input.memberId ?? null,
    })
    .returning({ id: staffNotice.id });
  await tx
    .insert(staffNoticeRecipient)
    .values(chosen.map((c) => ({ tenantId: input.tenantId, noticeId: notice!.id, ...c })));
  if (chosen.some((c) => c.byMail || c.byPush))
    await deps.jobs.enqueue<StaffNoticeJobData>(
      STAFF_NOTICE_JOB,
      { noticeId: notice!.id },
      { tenantId: input.tenantId, tx },
    );
}

async function chooseRecipients(tx: Db, input: StaffNoticeInput): Promise<Chosen[]> {
  const explicit = input.loginUserIds ? [...new Set(input.loginUserIds)] : null;
  if (explicit && explicit.length === 0) return [];
  const enabled = await tx
    .select({
      loginUserId: staffNoticeSetting.loginUserId,
      byMail: staffNoticeSetting.byMail,
      byPush: staffNoticeSetting.byPush,
    })
    .from(staffNoticeSetting)
    .where(
      and(
        eq(staffNoticeSetting.tenantId, input.tenantId),
        eq(staffNoticeSetting.noticeType, input.type),
        or(eq(staffNoticeSetting.byMail, true), eq(staffNoticeSetting.byPush, true)),
        explicit ? inArray(staffNoticeSetting.loginUserId, explicit) : undefined,
      ),
    )
    .orderBy(staffNoticeSetting.loginUserId);
  if (explicit || enabled.length === 0) return enabled;

  let place = { organizationId: input.organizationId, processMode: 0 };
  let candidates = enabled;
  if (input.memberId !== undefined) {
    const found = await memberPlace(tx, input.tenantId, input.memberId);
    if (!found) return [];
    place = found;
    const seeing = await staffWhoSeeMember(
      tx,
      input.tenantId,
      input.memberId,
      enabled.map((e) => e.loginUserId),
    );
    candidates = enabled.filter((e) => seeing.has(e.loginUserId));
  }
  const menu = RELATED_MENU[input.type];
  const authorities = await loadAuthoritiesOf(
    tx,
    { tenantId: input.tenantId, ...place },
    candidates.map((c) => c.loginUserId),
  );
  return candidates.filter((c) => authorities.get(c.loginUserId)?.menus[menu] !== undefined);
}
