import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

export type MailTransport = Transporter<SMTPTransport.SentMessageInfo>;

/**
 * The SMTP connection for SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS), or null
 * when none is set and mails stay in the outbox. Timeouts are short so an unreachable server fails
 * the attempt quickly and the job's retry takes over, instead of holding a worker for minutes.
 */
export function createMailTransport(
  smtpUrl: string | undefined,
  /** Keep up to this many connections open and reuse them (bulk sends of the delivery engine). */
  pool?: { maxConnections: number },
): MailTransport | null {
  if (!smtpUrl) return null;
  return nodemailer.createTransport({
    url: smtpUrl,
    ...(pool
      ? { pool: true, maxConnections: pool.maxConnections, maxMessages: Number.POSITIVE_INFINITY }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
}
