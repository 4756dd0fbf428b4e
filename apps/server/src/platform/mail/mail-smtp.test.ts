import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastTiming, recordingLogger, waitUntil } from "../../../test/jobs/job-test-kit";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../../../test/mail/loopback-smtp-server";
import { seedSchools } from "../../../test/mail/mail-test-kit";
import { createTestDatabase } from "../../../test/test-database";
import { loadConfig } from "../../config";
import type { Database } from "../../db/client";
import { createJobQueue, type JobQueue } from "../jobs/job-queue";
import { mailOutbox } from "./mail.tables";
import { createMailer, type Mailer } from "./mailer";

describe("mail over SMTP", () => {
  let database: Database;
  let jobs: JobQueue;
  let mailer: Mailer;
  let smtp: LoopbackSmtpServer;
  let school: Awaited<ReturnType<typeof seedSchools>>;

  const outboxRow = async (id: number) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
  const sent = (id: number) =>
    waitUntil(
      async () => {
        const row = await outboxRow(id);
        return row?.status === "sent" ? row : undefined;
      },
      { what: `mail ${id} to be sent` },
    );

  beforeAll(async () => {
    smtp = await startLoopbackSmtpServer();
    database = await createTestDatabase();
    school = await seedSchools(database);
    const config = loadConfig({
      NODE_ENV: "test",
      SMTP_URL: smtp.url,
      MAIL_FROM: "学務 <no-reply@gakumu.example>",
    });
    jobs = createJobQueue({ database, logger: recordingLogger(), timing: fastTiming });
    mailer = createMailer({ config, database, jobs });
    await jobs.start({ runWorkers: true });
  });

  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
    await smtp?.close();
  });

  it("delivers a Japanese mail from the school's own sender address", async () => {
    expect(mailer.delivers).toBe(true);
    const queued = await mailer.send({
      tenantId: school.tenantId,
      organizationId: school.withSender,
      to: "hanako@example.com",
      template: "verification-code",
      params: { code: "482913", minutesValid: 10, name: "山田 花子" },
    });
    const row = await sent(queued.outboxId);
    const mail = await waitUntil(() =>
      smtp.received.find((m) => m.headers.get("message-id") === row.messageId),
    );

    expect(mail.envelopeFrom).toBe("info@sakura.example.jp");
    expect(mail.envelopeTo).toEqual(["hanako@example.com"]);
    // nodemailer carries the Japanese name as an encoded word; decoded it reads as written.
    expect(mail.headers.get("from")).toBe("さくら高等学校 <info@sakura.example.jp>");
    expect(mail.headers.get("to")).toBe("hanako@example.com");
    expect(mail.headers.get("subject")).toBe("認証コードのお知らせ");
    expect(mail.headers.get("content-type")).toMatch(/charset=utf-8/i);
    expect(mail.text).toContain("山田 花子 様");
    expect(mail.text).toContain("認証コード：482913");
    expect(mail.text).toContain("有効期限：このメールの送信から10分間");
    expect(mail.text).toContain("さくら高等学校\n※このメールは送信専用のアドレスから送信しています。");
    expect(row).toMatchObject({ attempts: 1, lastError: null, templateKey: "verification-code" });
    expect(row.messageId).toMatch(/^<outbox-\d+\.[0-9a-f]{16}@sakura\.example\.jp>$/);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await jobs.getJobRun(school.tenantId, queued.jobId!)).toMatchObject({ status: "succeeded" });
  });

  it("falls back to the platform sender, signed with the school's name", async () => {
    const queued = await mailer.send({
      tenantId: school.tenantId,
      organizationId: school.withoutSender,
      to: "taro@example.com",
      template: "form-answer-complete",
      params: {
        formName: "入学説明会\r\nBcc: x@evil.example",
        answerNumber: "A-0012",
        answeredAt: new Date(),
      },
    });
    const row = await sent(queued.outboxId);
    const mail = await waitUntil(() =>
      smtp.received.find((m) => m.headers.get("message-id") === row.messageId),
    );
    expect(mail.envelopeFrom).toBe("no-reply@gakumu.example");
    expect(mail.headers.get("from")).toBe("学務 <no-reply@gakumu.example>");
    expect(mail.headers.get("subject")).toBe("回答受付完了のお知らせ（入学説明会 Bcc: x@evil.example）");
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.envelopeTo).toEqual(["taro@example.com"]);
    expect(mail.text).toContain("受付番号：A-0012");
    expect(mail.text).toContain("さくら中学校");
  });

  it("writes and sends a mail once when asked twice with the same idempotency key", async () => {
    const request = {
      tenantId: school.tenantId,
      to: "jiro@example.com",
      template: "login-reminder" as const,
      params: { loginId: "jiro01", loginUrl: "https://gakumu.example/login" },
      idempotencyKey: "login-reminder:jiro01:2025-04-01",
    };
    const first = await mailer.send(request);
    const second = await mailer.send(request);
    expect(second).toEqual({ ...first, duplicate: true });
    expect(first.duplicate).toBe(false);

    const row = await sent(first.outboxId);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received.filter((m) => m.envelopeTo.includes("jiro@example.com"))).toHaveLength(1);
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "jiro@example.com"));
    expect(rows.map((r) => r.id)).toEqual([row.id]);
  });

  it("refuses an address that could carry extra headers or recipients", async () => {
    for (const to of [
      "a@example.com\r\nBcc: b@example.com",
      "a@example.com, b@example.com",
      "山田 <a@example.com>",
    ]) {
      await expect(
        mailer.send({ tenantId: null, to, template: "test-mail", params: { requestedAt: new Date() } }),
      ).rejects.toMatchObject({
        code: "VALIDATION_ERROR",
        message: "メールアドレスの形式が正しくありません。",
      });
    }
  });

  it("refuses an organisation of another tenant", async () => {
    await expect(
      mailer.send({
        tenantId: school.tenantId + 1,
        organizationId: school.withSender,
        to: "hanako@example.com",
        template: "test-mail",
        params: { requestedAt: new Date() },
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
