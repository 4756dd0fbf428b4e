import net from "node:net";
import nodemailer, { type Transporter } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
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
  // The URL is parsed here, not passed as `url`: given a `url`, createTransport ignores every other
  // option (pool, timeouts, socket), so each mail opened a new connection with 2-minute timeouts.
  return nodemailer.createTransport({
    ...parseConnectionUrl(smtpUrl),
    ...(pool
      ? { pool: true, maxConnections: pool.maxConnections, maxMessages: Number.POSITIVE_INFINITY }
      : {}),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
    getSocket: connectWithoutDelay,
  });
}

const CONNECTION_TIMEOUT_MS = 10_000;

/**
 * Opens the SMTP connection with Nagle's algorithm off. nodemailer writes a message's last line and
 * its terminating dot in separate small writes and then waits for the reply; with Nagle on, the
 * second write waits for the server's delayed ACK (about 40 ms on Linux), several times per message,
 * so one connection sent only 6–20 mails a second to a local relay. nodemailer upgrades the socket
 * to TLS itself (STARTTLS or smtps), as it does for its own sockets.
 */
export function connectWithoutDelay(
  options: { host?: string; port?: number },
  callback: (error: Error | null, socketOptions?: { connection: net.Socket }) => void,
): void {
  const socket = net.connect({ host: options.host, port: options.port ?? 25, noDelay: true });
  const timer = setTimeout(
    () => socket.destroy(Object.assign(new Error("Connection timeout"), { code: "ETIMEDOUT" })),
    CONNECTION_TIMEOUT_MS,
  );
  socket.once("connect", () => {
    clearTimeout(timer);
    socket.off("error", fail);
    callback(null, { connection: socket });
  });
  const fail = (error: Error) => {
    clearTimeout(timer);
    callback(error);
  };
  socket.once("error", fail);
}
