import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastTiming, recordingLogger, waitUntil } from "../../../test/jobs/job-test-kit";
import { seedSchools } from "../../../test/mail/mail-test-kit";
import { createTestDatabase } from "../../../test/test-database";
import { loadConfig } from "../../config";
import type { Database } from "../../db/client";
import { createJobQueue, type JobQueue } from "../jobs/job-queue";
import { createMailer, type Mailer } from "./mailer";

describe("mail without an SMTP server", () => {
  let database: Database;
  let jobs: JobQueue;
  let mailer: Mailer;
  let school: Awaited<ReturnType<typeof seedSchools>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    school = await seedSchools(database);
    jobs = createJobQueue({ database, logger: recordingLogger(), timing: fastTiming });
    mailer = createMailer({ config: loadConfig({ NODE_ENV: "test" }), database, jobs });
    await jobs.start({ runWorkers: true });
  });

  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  it("keeps every mail in the outbox for an administrator to read", async () => {
    expect(mailer.delivers).toBe(false);
    const expiresAt = new Date("2025-04-01T01:30:00Z");
    const queued = await mailer.send({
      tenantId: school.tenantId,
      organizationId: school.withSender,
      to: "hanako@example.com",
      template: "password-reset",
      params: { link: "https://gakumu.example/login-reset?token=abc", expiresAt, name: "山田 花子" },
    });
    const kept = await waitUntil(async () => {
      const [mail] = await mailer.listOutbox({ tenantId: school.tenantId });
      return mail?.status === "kept" ? mail : undefined;
    });
    expect(kept).toMatchObject({
      id: queued.outboxId,
      subject: "パスワード再設定のご案内",
      fromAddress: '"さくら高等学校" <info@sakura.example.jp>',
      attempts: 0,
      sentAt: null,
    });
    expect(kept.textBody).toContain("https://gakumu.example/login-reset?token=abc");
    expect(kept.textBody).toContain("URLの有効期限：2025年4月1日（火）10:30まで");
  });

  it("lists a tenant's mails apart from platform mails", async () => {
    await mailer.send({
      tenantId: null,
      to: "ops@example.com",
      template: "test-mail",
      params: { requestedAt: new Date() },
    });
    const platform = await mailer.listOutbox({ tenantId: null });
    expect(platform.map((m) => m.toAddress)).toEqual(["ops@example.com"]);
    expect(
      (await mailer.listOutbox({ tenantId: school.tenantId })).every((m) => m.tenantId === school.tenantId),
    ).toBe(true);
    expect((await mailer.listOutbox({ limit: 1 })).map((m) => m.toAddress)).toEqual(["ops@example.com"]);
    expect(await mailer.listOutbox({ tenantId: school.tenantId + 1 })).toEqual([]);
  });

  it("writes nothing and sends nothing when the caller's transaction rolls back", async () => {
    let outboxId = 0;
    await database.db
      .transaction(async (tx) => {
        const queued = await mailer.send({
          tenantId: school.tenantId,
          to: "rollback@example.com",
          template: "verification-code",
          params: { code: "000000", minutesValid: 5 },
          tx,
        });
        outboxId = queued.outboxId;
        tx.rollback();
      })
      .catch(() => {});
    expect(outboxId).toBeGreaterThan(0);
    const all = await mailer.listOutbox();
    expect(all.some((m) => m.id === outboxId || m.toAddress === "rollback@example.com")).toBe(false);
  });
});
