import {
  NonLoginAccessKeyDataType,
  NotificationType,
  richTextToPlainText,
  safetyDisplayTitle,
} from "@gakumu/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issueAccessKeys } from "../../platform/access-keys/non-login-access-keys";
import { loginUser } from "../../platform/auth/login-user.tables";
import { MAIL_LINK_DAYS } from "../../platform/delivery/mail-link-token";
import { memberLabels } from "../members/member-targets";
import { safetyDispatch, safetyRecipient, type safetySend } from "./safety.tables";
import type { SafetyDeps } from "./safety-deps";

// How a send goes out. Members: one delivery of the delivery engine per dispatch (urgent: every
// channel a member has, app push + LINE + mail at once; the mail's personal link opens the answer
// screen without login). Staff (login users, no member inbox): a mail each with a personal non-login
// access key of data type SAFETY_ANSWER. Everything is written in the caller's transaction.

export type SendRow = typeof safetySend.$inferSelect;

/** The public answer page a personal key opens (the back office serves it without login). */
export const safetyAnswerUrl = (publicUrl: string, key: string) =>
  `${publicUrl}/safety-answer?key=${encodeURIComponent(key)}`;

const CHUNK = 5_000;

/** What members read above the answer buttons: the body, and for a drill, that it is one. */
export function memberBodyText(send: Pick<SendRow, "bodyHtml" | "isDrill">): string {
  const body = richTextToPlainText(send.bodyHtml).trim();
  const drill = send.isDrill ? "これは訓練です。実際の災害ではありません。\n\n" : "";
  return `${drill}${body}\n\nアプリまたはこの下のリンクから、無事・軽傷・重傷のいずれかを回答してください。`;
}

export interface MemberPlacement {
  grade: number | null;
  path: (string | null)[];
}

/** Grade and hierarchy path of each member, read before the transaction (the member module's query). */
export async function placementsOf(
  db: Db,
  tenantId: number,
  memberIds: readonly number[],
): Promise<Map<number, MemberPlacement>> {
  const out = new Map<number, MemberPlacement>();
  for (let i = 0; i < memberIds.length; i += CHUNK) {
    const labels = await memberLabels(db, tenantId, memberIds.slice(i, i + CHUNK));
    for (const [id, l] of labels) out.set(id, { grade: l.grade, path: l.path });
  }
  return out;
}

/** One safety_recipient row per member, placement copied, in statements of 5,000 rows. */
export async function insertMemberRecipients(
  tx: Db,
  send: SendRow,
  memberIds: readonly number[],
  placements: Map<number, MemberPlacement>,
): Promise<void> {
  for (let i = 0; i < memberIds.length; i += CHUNK) {
    const rows = memberIds.slice(i, i + CHUNK).map((memberId) => {
      const p = placements.get(memberId);
      return {
        tenantId: send.tenantId,
        organizationId: send.organizationId,
        safetySendId: send.id,
        memberId,
        grade: p?.grade ?? null,
        divisionCd: p?.path[0] ?? null,
        sectionCd: p?.path[1] ?? null,
        subsectionCd: p?.path[2] ?? null,
        unitCd: p?.path[3] ?? null,
        subunitCd: p?.path[4] ?? null,
      };
    });
    await tx.insert(safetyRecipient).values(rows).onConflictDoNothing();
  }
}

/** Hands the members to the delivery engine as one delivery and records the dispatch. */
export async function dispatchToMembers(
  tx: Db,
  deps: Pick<SafetyDeps, "delivery">,
  send: SendRow,
  memberIds: readonly number[],
  options: { resendType: number | null; createdBy: number | null },
): Promise<number> {
  const { deliveryId } = await deps.delivery.schedule(tx, {
    tenantId: send.tenantId,
    organizationId: send.organizationId,
    kind:
      send.kind === NotificationType.DAILY_SAFETY ? NotificationType.DAILY_SAFETY : NotificationType.SAFETY,
    sourceId: send.id,
    title: safetyDisplayTitle(send.title, send.isDrill),
    bodyHtml: send.bodyHtml,
    bodyText: memberBodyText(send),
    replyEnabled: false,
    urgent: true,
    sendAt: null,
    recipientMemberIds: memberIds,
    createdBy: options.createdBy,
  });
  await tx.insert(safetyDispatch).values({
    tenantId: send.tenantId,
    safetySendId: send.id,
    deliveryId,
    resendType: options.resendType,
    recipientCount: memberIds.length,
    createdByLoginUserId: options.createdBy,
  });
  return deliveryId;
}

/** The organisation's login users with a mail address: the recipients of a staff-only send. */
export async function organizationStaffIds(db: Db, tenantId: number, organizationId: number) {
  const rows = await db
    .select({ id: loginUser.id, mailAddress: loginUser.mailAddress })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, tenantId), eq(loginUser.organizationId, organizationId)));
  return rows.filter((r) => r.mailAddress.trim() !== "").map((r) => r.id);
}

/**
 * Mails each staff recipient a personal answer link (a fresh SAFETY_ANSWER key per mail; earlier
 * ones stay valid until they expire) and records the dispatch. Mails are written in the transaction
 * and sent by the mail workers after it commits.
 */
export async function dispatchToStaff(
  tx: Db,
  deps: Pick<SafetyDeps, "mailer" | "publicUrl">,
  send: SendRow,
  recipients: readonly { recipientId: number; loginUserId: number }[],
  options: { resendType: number | null; createdBy: number | null; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + MAIL_LINK_DAYS * 86_400_000);
  const [dispatch] = await tx
    .insert(safetyDispatch)
    .values({
      tenantId: send.tenantId,
      safetySendId: send.id,
      deliveryId: null,
      resendType: options.resendType,
      recipientCount: recipients.length,
      createdByLoginUserId: options.createdBy,
    })
    .returning({ id: safetyDispatch.id });
  if (recipients.length === 0) return;
  const users = await tx
    .select({ id: loginUser.id, name: loginUser.name, mailAddress: loginUser.mailAddress })
    .from(loginUser)
    .where(
      and(
        eq(loginUser.tenantId, send.tenantId),
        inArray(
          loginUser.id,
          recipients.map((r) => r.loginUserId),
        ),
      ),
    );
  const byId = new Map(users.map((u) => [u.id, u]));
  const reachable = recipients.filter((r) => byId.get(r.loginUserId)?.mailAddress.trim());
  const keys = await issueAccessKeys(
    tx,
    reachable.map((r) => ({
      tenantId: send.tenantId,
      dataType: NonLoginAccessKeyDataType.SAFETY_ANSWER,
      targetId: r.recipientId,
      expiresAt,
    })),
  );
  if (reachable.length === 0) return;
  await deps.mailer.sendMany(
    reachable.map((r, i) => {
      const user = byId.get(r.loginUserId)!;
      return {
        tenantId: send.tenantId,
        organizationId: send.organizationId,
        to: user.mailAddress.trim(),
        template: "safety-request" as const,
        params: {
          title: safetyDisplayTitle(send.title, send.isDrill),
          bodyText: richTextToPlainText(send.bodyHtml),
          answerUrl: safetyAnswerUrl(deps.publicUrl, keys[i]!.token),
          isDrill: send.isDrill,
          expiresAt,
          name: user.name,
        },
        idempotencyKey: `safety-dispatch-${dispatch!.id}-recipient-${r.recipientId}`,
      };
    }),
    { tx },
  );
}
