import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { mailOutbox } from "../../mail/mail.tables";
import { resolveSender, senderDomain } from "../../mail/mail-sender";
import type { MailTransport } from "../../mail/mail-transport";
import { type DeliveryMessageParams, deliveryMessage } from "../../mail/templates/delivery-message";
import { footer } from "../../mail/templates/format";
import {
  type ChannelSender,
  type ClaimedSend,
  RESULT_GROUP,
  type ReportOutcome,
  type SendOutcome,
} from "../channel-batch";
import type { InstallationKeys } from "../installation-keys";
import { MAIL_LINK_DAYS, mailLinkToken, mailLinkTokenHash } from "../mail-link-token";
import type { MemberDirectory } from "../member-directory";
import { resultGroups } from "../result-groups";
import { num, sqlRows } from "../sql-rows";
import { eachLimited } from "./push-channel";

export const DELIVERY_MAIL_TEMPLATE = "delivery-message";

/** The mail-link path the member app serves (apps/member-app: /app/member/m/:token). */
export const mailLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/app/member/m/${token}`;

/** Same for every attempt of one recipient, so a mail sent again after a crash is recognisably the same. */
export function deliveryMessageId(deliveryId: number, memberId: number, fromAddress: string): string {
  return `<delivery-${deliveryId}.member-${memberId}@${senderDomain(fromAddress)}>`;
}

export const KEPT_REASON = "メールサーバーが設定されていないため、送信メールに保存しました";

interface PreparedMail {
  send: ClaimedSend;
  token: string;
  to: string;
  rendered: { subject: string; text: string };
}

/**
 * The unit's mails as rows of mail_outbox, one statement. A sent mail's personal link is masked, so
 * staff reading 送信メール cannot open the message as the member; a kept one (no SMTP server) keeps it.
 */
async function keepInOutbox(
  db: Db,
  message: { id: number; tenantId: number; organizationId: number },
  from: string,
  mails: PreparedMail[],
  status: "sent" | "kept",
): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insert(mailOutbox)
    .values(
      mails.map((m) => ({
        tenantId: message.tenantId,
        organizationId: message.organizationId,
        idempotencyKey: `tenant-${message.tenantId}:delivery-${message.id}-member-${m.send.memberId}`,
        fromAddress: from,
        toAddress: m.to,
        subject: m.rendered.subject,
        textBody:
          status === "sent"
            ? m.rendered.text.replace(m.token, "（個人用リンクのため表示しません）")
            : m.rendered.text,
        templateKey: DELIVERY_MAIL_TEMPLATE,
        status,
        attempts: status === "sent" ? 1 : 0,
        messageId: deliveryMessageId(message.id, m.send.memberId, from),
        sentAt: status === "sent" ? new Date() : null,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
}

/** Subject and text as every platform mail has them (templates/index.ts renderMail): the shared footer. */
export function renderDeliveryMail(params: DeliveryMessageParams, senderName: string | null) {
  const subject = deliveryMessage.subject(params);
  return {
    subject: subject.length > 200 ? `${subject.slice(0, 199)}…` : subject,
    text: `${deliveryMessage.text(params)}\n${footer(senderName)}\n`,
  };
}

/** SMTP 5xx is the server refusing this mail for good; everything else (4xx, no connection) may pass later. */
export function classifyMailError(err: unknown): Exclude<SendOutcome, { ok: true }> {
  const code = (err as { responseCode?: number }).responseCode;
  if (typeof code === "number" && code >= 500)
    return { ok: false, permanent: true, reason: `メールサーバーが受け付けませんでした（${code}）` };
  if (typeof code === "number")
    return { ok: false, permanent: false, reason: `メールサーバーが一時的に受け付けませんでした（${code}）` };
  const text = err instanceof Error ? err.message : String(err);
  return {
    ok: false,
    permanent: false,
    reason: `メールサーバーに接続できませんでした（${text.slice(0, 100)}）`,
  };
}

/**
 * Mail with each recipient's personal link, straight through one pooled SMTP transport from the
 * batch job (no job per mail). Each sent mail is also written to mail_outbox (one statement per unit)
 * so 送信メール lists it — with the personal link masked, so staff reading it cannot open the message
 * as the member.
 */
export function mailChannel(deps: {
  db: Db;
  members: MemberDirectory;
  transport: MailTransport | null;
  platformFrom: string;
  publicUrl: string;
  keys: () => Promise<InstallationKeys>;
  /** Mails in flight at once per batch job (the pool's connections). */
  concurrency: number;
}): ChannelSender {
  const { db, transport } = deps;
  return {
    channel: "mail",
    unitSize: 40,
    async prepare(message) {
      const keys = await deps.keys();
      const sender = await resolveSender(db, deps.platformFrom, {
        tenantId: message.tenantId,
        organizationId: message.organizationId,
      });
      return async (sends: ClaimedSend[]) => {
        const outcomes = new Map<number, SendOutcome>();
        const memberIds = sends.map((s) => s.memberId);
        const recipients = new Map(
          (
            await sqlRows<{ id: string; member_id: string }>(
              db,
              sql`select id, member_id from delivery_recipient where delivery_id = ${message.id}
                  and tenant_id = ${message.tenantId} and member_id = any(${sql.param(memberIds)}::bigint[])`,
            )
          ).map((r) => [num(r.member_id), num(r.id)]),
        );
        const contacts = await deps.members.contacts(db, message.tenantId, memberIds);
        const mails = sends.flatMap((s) => {
          const recipientId = recipients.get(s.memberId);
          const contact = contacts.get(s.memberId);
          if (recipientId === undefined || !contact?.mailAddress) {
            outcomes.set(s.sendId, {
              ok: false,
              permanent: true,
              reason: "メールアドレスの登録がありません",
            });
            return [];
          }
          const token = mailLinkToken(keys.mailLinkKey, recipientId);
          const params = {
            title: message.title,
            bodyText: message.bodyText,
            messageUrl: mailLinkUrl(deps.publicUrl, token),
            linkUrl: message.linkUrl,
            urgent: message.urgent,
            name: contact.name,
          };
          return [
            {
              send: s,
              recipientId,
              token,
              to: contact.mailAddress,
              rendered: renderDeliveryMail(params, sender.name),
            },
          ];
        });
        // The link works from the moment the mail can arrive: its hash is stored before sending.
        if (mails.length > 0)
          await db.execute(sql`
            update delivery_recipient r set mail_token_hash = u.h,
                   mail_token_expires_at = now() + ${`${MAIL_LINK_DAYS} days`}::interval
              from unnest(${sql.param(mails.map((m) => m.recipientId))}::bigint[], ${sql.param(mails.map((m) => mailLinkTokenHash(m.token)))}::varchar[]) as u(id, h)
             where r.id = u.id and r.tenant_id = ${message.tenantId}`);
        if (!transport) {
          // No SMTP server (a trial or development installation): the mails are kept in 送信メール with
          // their links, where an administrator reads them, as every platform mail is; not counted as sent.
          await keepInOutbox(db, message, sender.from, mails, "kept");
          for (const m of mails)
            outcomes.set(m.send.sendId, { ok: false, permanent: true, reason: KEPT_REASON });
          return async () => outcomes;
        }
        return (report?: ReportOutcome) => sendMails(transport, mails, outcomes, report);
      };
      async function sendMails(
        transport: MailTransport,
        mails: PreparedMail[],
        outcomes: Map<number, SendOutcome>,
        report?: ReportOutcome,
      ) {
        // Sent mails reach 送信メール in small groups, and each is reported sent once its row is
        // written: a kill -9 leaves only the last few sent mails unrecorded (sent again on retry).
        const sentMails = resultGroups<PreparedMail>(async (group) => {
          await keepInOutbox(db, message, sender.from, group, "sent");
          for (const m of group) report?.(m.send.sendId, { ok: true });
        }, RESULT_GROUP);
        await eachLimited(mails, deps.concurrency, async (m) => {
          try {
            await transport.sendMail({
              from: sender.from,
              to: m.to,
              subject: m.rendered.subject,
              text: m.rendered.text,
              messageId: deliveryMessageId(message.id, m.send.memberId, sender.from),
            });
            outcomes.set(m.send.sendId, { ok: true });
            sentMails.add(m);
          } catch (err) {
            outcomes.set(m.send.sendId, classifyMailError(err));
          }
        });
        await sentMails.flush();
        return outcomes;
      }
    },
  };
}
