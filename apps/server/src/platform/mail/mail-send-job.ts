import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobHandler } from "../jobs/job-runner";
import { mailOutbox } from "./mail.tables";
import { senderDomain } from "./mail-sender";
import type { MailTransport } from "./mail-transport";

export const MAIL_SEND_JOB = "mail.send";

export interface MailSendJobData {
  outboxId: number;
}

/**
 * Fixed per outbox row. If the process dies after the SMTP server accepted the mail but before the row
 * says `sent`, the retry sends the same message again; with the same Message-ID, mail clients and
 * servers that deduplicate show it once. (An SMTP send cannot share a commit with the row; see runOnce.)
 */
export function outboxMessageId(row: { id: number; idempotencyKey: string; fromAddress: string }): string {
  const digest = crypto.createHash("sha256").update(row.idempotencyKey).digest("hex").slice(0, 16);
  return `<outbox-${row.id}.${digest}@${senderDomain(row.fromAddress)}>`;
}

/**
 * Sends one outbox row. The row is the record of the effect: a run that finds it `sent` or `kept`
 * stops, so retries and crashes never send a finished mail again.
 */
export function mailSendHandler(deps: {
  db: Db;
  transport: MailTransport | null;
}): JobHandler<MailSendJobData> {
  const { db, transport } = deps;
  return async ({ outboxId }, ctx) => {
    const thisMail = and(
      eq(mailOutbox.id, outboxId),
      ctx.tenantId === null ? isNull(mailOutbox.tenantId) : eq(mailOutbox.tenantId, ctx.tenantId),
    );
    const [mail] = await db.select().from(mailOutbox).where(thisMail);
    if (!mail) return { status: "missing" };
    if (mail.status === "sent" || mail.status === "kept") return { status: mail.status };

    if (!transport) {
      // No SMTP server: the mail stays in the outbox, where an administrator reads it.
      await db.update(mailOutbox).set({ status: "kept" }).where(thisMail);
      return { status: "kept" };
    }

    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(thisMail);
    try {
      const info = await transport.sendMail({
        from: mail.fromAddress,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        messageId: outboxMessageId(mail),
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", messageId: info.messageId, sentAt: new Date(), lastError: null })
        .where(thisMail);
      return { status: "sent", messageId: info.messageId };
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      // `failed` only when no retry follows; until then the row waits as `queued`.
      await db
        .update(mailOutbox)
        .set({ lastError, status: ctx.isLastAttempt ? "failed" : "queued" })
        .where(thisMail);
      throw err;
    }
  };
}
