import crypto from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database, Db } from "../../db/client";
import { ValidationError } from "../errors/app-error";
import type { DefineOptions, JobQueue } from "../jobs/job-queue";
import { mailOutbox } from "./mail.tables";
import { MAIL_SEND_JOB, type MailSendJobData, mailSendHandler } from "./mail-send-job";
import { isMailAddress, type KnownOrganization, resolveSender, senderAddressOf } from "./mail-sender";
import { createMailTransport } from "./mail-transport";
import { listOutbox, type OutboxMail, type OutboxQuery } from "./outbox-listing";
import { type MailTemplateKey, type MailTemplateParams, renderMail } from "./templates";

export interface SendMailRequest<K extends MailTemplateKey> {
  /** Whose mail this is; null for platform mail. */
  tenantId: number | null;
  /** Sends from this organisation's sender address and signs with its name. */
  organizationId?: number | null;
  /** A sender address of the organisation's own for this mail (a form's), in place of its default. */
  senderAddress?: string | null;
  to: string;
  template: K;
  params: MailTemplateParams<K>;
  /**
   * Asking again with the same key (a retried request, a re-run job) gives back the first mail
   * instead of sending another. Scoped to the tenant. Without one, every call sends.
   */
  idempotencyKey?: string;
  /** Write the mail inside the caller's transaction: it is sent only if that transaction commits. */
  tx?: Db;
  /** The organisation's name and sender address when the caller already holds them: saves a query. */
  organization?: KnownOrganization;
}

export interface QueuedMail {
  outboxId: number;
  /** The `mail.send` job, to follow with getJobRun. */
  jobId: string | null;
  /** True when the idempotency key had been used: nothing new was written or sent. */
  duplicate: boolean;
}

export interface Mailer {
  send<K extends MailTemplateKey>(request: SendMailRequest<K>): Promise<QueuedMail>;
  /**
   * Several mails inside the caller's transaction, with a fixed number of statements however many:
   * for writes batched into one transaction. Wake the `mail.send` workers after the commit.
   */
  sendMany<K extends MailTemplateKey>(
    requests: readonly Omit<SendMailRequest<K>, "tx">[],
    options: { tx: Db },
  ): Promise<QueuedMail[]>;
  listOutbox(query?: OutboxQuery): Promise<OutboxMail[]>;
  /** False when no SMTP server is set and every mail is kept in the outbox. */
  readonly delivers: boolean;
  /** The bare address of MAIL_FROM: what organisations without a sender address of their own send from. */
  readonly platformSenderAddress: string;
}

/** Up to 5 retries 30 s, 1, 2, 4, 8 min apart (with jitter): a short SMTP outage loses nothing. */
const productionRetry: DefineOptions = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

/**
 * Mail for the whole platform. Registers the `mail.send` job on `jobs`, so create it before
 * `jobs.start()`. Every mail is first an outbox row; the job delivers it over SMTP_URL, or marks it
 * `kept` when no SMTP server is configured.
 */
export function createMailer(deps: {
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM">;
  database: Database;
  jobs: JobQueue;
  /** Overrides the retry policy (tests use short delays). */
  retry?: DefineOptions;
}): Mailer {
  const { config, database, jobs } = deps;
  const transport = createMailTransport(config.SMTP_URL);
  jobs.define<MailSendJobData>(MAIL_SEND_JOB, mailSendHandler({ db: database.db, transport }), {
    ...productionRetry,
    ...deps.retry,
    concurrency: 2,
  });

  /** Checks the address, finds the sender and renders the mail: everything before writing it. */
  const prepare = async (db: Db, request: Omit<SendMailRequest<MailTemplateKey>, "tx">) => {
    const to = request.to.trim();
    if (!isMailAddress(to)) throw new ValidationError("メールアドレスの形式が正しくありません。");
    const sender = await resolveSender(db, config.MAIL_FROM, request, request.organization);
    const rendered = renderMail(request.template, request.params, sender.name);
    const scope = request.tenantId === null ? "platform" : `tenant-${request.tenantId}`;
    return {
      tenantId: request.tenantId,
      organizationId: request.organizationId ?? null,
      idempotencyKey: `${scope}:${request.idempotencyKey ?? crypto.randomUUID()}`,
      fromAddress: sender.from,
      toAddress: to,
      subject: rendered.subject,
      textBody: rendered.text,
      templateKey: request.template,
      // The job's id is chosen here so the row carries it from its insert (no update afterwards).
      jobId: crypto.randomUUID(),
    };
  };

  /**
   * The rows and their jobs in `tx`: row and job commit together, no mail without its job, no job
   * without its mail. A key used before gives back the first mail and writes nothing.
   */
  const write = async (tx: Db, mails: Awaited<ReturnType<typeof prepare>>[]): Promise<QueuedMail[]> => {
    const created = await tx
      .insert(mailOutbox)
      .values(mails)
      .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
      .returning({ id: mailOutbox.id, idempotencyKey: mailOutbox.idempotencyKey, jobId: mailOutbox.jobId });
    const fresh = new Map(created.map((row) => [row.idempotencyKey, row]));
    const repeated = mails.filter((mail) => !fresh.has(mail.idempotencyKey)).map((m) => m.idempotencyKey);
    const earlier =
      repeated.length === 0
        ? []
        : await tx
            .select({ id: mailOutbox.id, idempotencyKey: mailOutbox.idempotencyKey, jobId: mailOutbox.jobId })
            .from(mailOutbox)
            .where(inArray(mailOutbox.idempotencyKey, repeated));
    const first = new Map(earlier.map((row) => [row.idempotencyKey, row]));
    const tenantOf = new Map(mails.map((mail) => [mail.idempotencyKey, mail.tenantId]));
    const queued = await jobs.enqueueMany<MailSendJobData>(
      MAIL_SEND_JOB,
      created.map((row) => ({
        id: row.jobId!,
        data: { outboxId: row.id },
        tenantId: tenantOf.get(row.idempotencyKey)!,
      })),
      { tx },
    );
    // A mail job has no singleton key, so pg-boss keeps every one; a missing one would strand its row.
    if (queued.some((id) => id === null)) throw new Error("a mail.send job was not queued");
    return mails.map((mail) => {
      const own = fresh.get(mail.idempotencyKey);
      if (own) return { outboxId: own.id, jobId: own.jobId, duplicate: false };
      const before = first.get(mail.idempotencyKey)!;
      return { outboxId: before.id, jobId: before.jobId, duplicate: true };
    });
  };

  return {
    delivers: transport !== null,
    platformSenderAddress: senderAddressOf(config.MAIL_FROM),

    async send(request) {
      const { tx, ...rest } = request;
      const mail = await prepare(tx ?? database.db, rest);
      if (tx) return (await write(tx, [mail]))[0]!;
      const [queued] = await database.db.transaction((own) => write(own, [mail]));
      jobs.wake(MAIL_SEND_JOB);
      return queued!;
    },

    async sendMany(requests, { tx }) {
      const mails = await Promise.all(requests.map((request) => prepare(tx, request)));
      return mails.length === 0 ? [] : write(tx, mails);
    },

    listOutbox: (query) => listOutbox(database.db, query),
  };
}
