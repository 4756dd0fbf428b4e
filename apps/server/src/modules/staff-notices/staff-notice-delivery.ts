import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginUser } from "../../platform/auth/login-user.tables";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import type { JobHandler } from "../../platform/jobs/job-runner";
import type { Mailer } from "../../platform/mail/mailer";
import type { StaffNoticeJobData } from "./notify-staff";
import { staffNotice, staffNoticeRecipient, staffPushSubscription } from "./staff-notices.tables";

/** What the back office's service worker reads (apps/backoffice/src/sw). */
export interface StaffPushPayload {
  kind: "staff-notice";
  noticeId: number;
  title: string;
  body: string;
  url: string;
}

/** An office closed over a weekend still shows Monday's notices: the push service keeps them 3 days. */
const PUSH_TTL_SECONDS = 3 * 24 * 3600;
const PUSH_BODY_MAX = 300;

export interface StaffNoticeDeliveryDeps {
  db: Db;
  mailer: Mailer;
  delivery: Pick<DeliveryEngine, "pushToBrowser" | "publicUrl">;
}

/**
 * Mails and pushes one notice to each recipient not yet done. A recipient is stamped when done, so a
 * retried run picks up only the rest; mail is idempotent by recipient, and a repeated Web Push carries
 * the same topic, which the push service collapses.
 */
export function staffNoticeDeliveryHandler(deps: StaffNoticeDeliveryDeps): JobHandler<StaffNoticeJobData> {
  const { db, mailer, delivery } = deps;
  return async ({ noticeId }, ctx) => {
    const tenantId = ctx.tenantId;
    if (tenantId === null) return { status: "missing" };
    const [notice] = await db
      .select()
      .from(staffNotice)
      .where(and(eq(staffNotice.tenantId, tenantId), eq(staffNotice.id, noticeId)));
    if (!notice) return { status: "missing" };
    const recipients = await db
      .select({
        id: staffNoticeRecipient.id,
        loginUserId: staffNoticeRecipient.loginUserId,
        byMail: staffNoticeRecipient.byMail,
        byPush: staffNoticeRecipient.byPush,
        name: loginUser.name,
        mailAddress: loginUser.mailAddress,
      })
      .from(staffNoticeRecipient)
      .innerJoin(
        loginUser,
        and(eq(loginUser.id, staffNoticeRecipient.loginUserId), eq(loginUser.tenantId, tenantId)),
      )
      .where(
        and(
          eq(staffNoticeRecipient.tenantId, tenantId),
          eq(staffNoticeRecipient.noticeId, noticeId),
          isNull(staffNoticeRecipient.deliveredAt),
        ),
      );
    const payload: StaffPushPayload = {
      kind: "staff-notice",
      noticeId,
      title: notice.title,
      body: notice.body.length > PUSH_BODY_MAX ? `${notice.body.slice(0, PUSH_BODY_MAX - 1)}…` : notice.body,
      url: notice.link,
    };
    let mailed = 0;
    let pushed = 0;
    const failures: string[] = [];
    for (const r of recipients) {
      if (r.byMail && r.mailAddress) {
        await mailer.send({
          tenantId,
          organizationId: notice.organizationId,
          to: r.mailAddress,
          template: "staff-notice",
          params: {
            name: r.name,
            title: notice.title,
            body: notice.body,
            url: new URL(notice.link, delivery.publicUrl).toString(),
          },
          idempotencyKey: `staff-notice:${r.id}`,
        });
        mailed++;
      }
      if (r.byPush) {
        const outcome = await pushToStaff(db, delivery, tenantId, r.loginUserId, payload);
        pushed += outcome.reached;
        failures.push(...outcome.retry);
      }
      // A browser that may still take it keeps the recipient open: the job's retry tries again.
      if (failures.length === 0)
        await db
          .update(staffNoticeRecipient)
          .set({ deliveredAt: new Date() })
          .where(and(eq(staffNoticeRecipient.tenantId, tenantId), eq(staffNoticeRecipient.id, r.id)));
    }
    if (failures.length > 0) throw new Error(`Web Push を再送します: ${[...new Set(failures)].join("、")}`);
    return { mailed, pushed };
  };
}

async function pushToStaff(
  db: Db,
  delivery: StaffNoticeDeliveryDeps["delivery"],
  tenantId: number,
  loginUserId: number,
  payload: StaffPushPayload,
): Promise<{ reached: number; retry: string[] }> {
  const subs = await db
    .select()
    .from(staffPushSubscription)
    .where(
      and(eq(staffPushSubscription.tenantId, tenantId), eq(staffPushSubscription.loginUserId, loginUserId)),
    );
  let reached = 0;
  const retry: string[] = [];
  const gone: number[] = [];
  for (const sub of subs) {
    const result = await delivery.pushToBrowser(sub, {
      payload,
      topic: `s${payload.noticeId}`,
      ttlSeconds: PUSH_TTL_SECONDS,
    });
    if (result === "ok") reached++;
    else if (result === "gone") gone.push(sub.id);
    else if (!result.permanent) retry.push(result.reason);
  }
  if (gone.length > 0)
    await db
      .delete(staffPushSubscription)
      .where(and(eq(staffPushSubscription.tenantId, tenantId), inArray(staffPushSubscription.id, gone)));
  return { reached, retry };
}
