import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database, Db } from "../../db/client";
import { ValidationError } from "../errors/app-error";
import type { DefineOptions, JobQueue } from "../jobs/job-queue";
import { mailOutbox } from "./mail.tables";
import { MAIL_SEND_JOB, type MailSendJobData, mailSendHandler } from "./mail-send-job";
import { isMailAddress, resolveSender } from "./mail-sender";
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
  listOutbox(query?: OutboxQuery): Promise<OutboxMail[]>;
  /** False when no SMTP server is set and every mail is kept in the outbox. */
  readonly delivers: boolean;
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

  return {
    delivers: transport !== null,

    async send(request) {
      const to = request.to.trim();
      if (!isMailAddress(to)) throw new ValidationError("メールアドレスの形式が正しくありません。");
      const db = request.tx ?? database.db;
      const sender = await resolveSender(
        db,
        config.MAIL_FROM,
        request.tenantId,
        request.organizationId,
        request.senderAddress,
      );
      const rendered = renderMail(request.template, request.params, sender.name);
      const scope = request.tenantId === null ? "platform" : `tenant-${request.tenantId}`;
      const idempotencyKey = `${scope}:${request.idempotencyKey ?? crypto.randomUUID()}`;

      const write = async (tx: Db): Promise<QueuedMail> => {
        const [created] = await tx
          .insert(mailOutbox)
          .values({
            tenantId: request.tenantId,
            organizationId: request.organizationId ?? null,
            idempotencyKey,
            fromAddress: sender.from,
            toAddress: to,
            subject: rendered.subject,
            textBody: rendered.text,
            templateKey: request.template,
          })
          .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
          .returning({ id: mailOutbox.id });
        if (!created) {
          const [first] = await tx
            .select({ id: mailOutbox.id, jobId: mailOutbox.jobId })
            .from(mailOutbox)
            .where(eq(mailOutbox.idempotencyKey, idempotencyKey));
          return { outboxId: first!.id, jobId: first!.jobId, duplicate: true };
        }
        // Row and job commit together: no mail without its job, no job without its mail.
        const jobId = await jobs.enqueue<MailSendJobData>(
          MAIL_SEND_JOB,
          { outboxId: created.id },
          { tenantId: request.tenantId, tx },
        );
        await tx.update(mailOutbox).set({ jobId }).where(eq(mailOutbox.id, created.id));
        return { outboxId: created.id, jobId, duplicate: false };
      };

      if (request.tx) return write(request.tx);
      const queued = await database.db.transaction(write);
      jobs.wake(MAIL_SEND_JOB);
      return queued;
    },

    listOutbox: (query) => listOutbox(database.db, query),
  };
}
