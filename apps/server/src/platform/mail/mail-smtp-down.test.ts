import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastTiming, recordingLogger, waitUntil } from "../../../test/jobs/job-test-kit";
import { unreachableSmtpUrl } from "../../../test/mail/loopback-smtp-server";
import { createTestDatabase } from "../../../test/test-database";
import { loadConfig } from "../../config";
import type { Database } from "../../db/client";
import { createJobQueue, type JobQueue } from "../jobs/job-queue";
import { createMailer, type Mailer } from "./mailer";

describe("mail while the SMTP server is down", () => {
  let database: Database;
  let jobs: JobQueue;
  let mailer: Mailer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", SMTP_URL: await unreachableSmtpUrl() });
    jobs = createJobQueue({ database, logger: recordingLogger(), timing: fastTiming });
    mailer = createMailer({
      config,
      database,
      jobs,
      retry: { retryLimit: 2, retryDelay: 0, retryBackoff: false },
    });
    await jobs.start({ runWorkers: true });
  });

  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  it("retries, then marks the mail failed with the error", async () => {
    const queued = await mailer.send({
      tenantId: null,
      to: "hanako@example.com",
      template: "test-mail",
      params: { requestedAt: new Date() },
    });
    const failed = await waitUntil(async () => {
      const [mail] = await mailer.listOutbox({ tenantId: null });
      return mail?.status === "failed" ? mail : undefined;
    });
    expect(failed).toMatchObject({ id: queued.outboxId, attempts: 3, sentAt: null, messageId: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(await jobs.getJobRun(null, queued.jobId!)).toMatchObject({ status: "failed", attempts: 3 });
  });
});
