import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestTenant, type TestTenant } from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { useTestApp } from "../../../test/test-app";
import { auditLog } from "../audit/audit.tables";
import { jobEffect, jobRun } from "../jobs/jobs.tables";
import { loginAttempt, loginSession } from "../sessions/sessions.tables";
import { deleteInBatches } from "./batch-delete";
import { RETENTION_CRON, RETENTION_JOB } from "./retention";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2030-04-01T00:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe("retention purges", () => {
  const ctx = useTestApp({
    env: {
      RETENTION_LOGIN_HISTORY_DAYS: "30",
      RETENTION_JOB_RUN_DAYS: "10",
      RETENTION_AUDIT_LOG_DAYS: "365",
    },
  });
  let school: TestTenant;

  beforeAll(async () => {
    school = await createTestTenant(ctx.database.db);
  });

  const session = (expiresAt: Date) => ({
    tokenHash: crypto.randomBytes(32).toString("hex"),
    tenantId: school.tenant.id,
    loginUserId: school.admin.id,
    organizationId: school.organization.id,
    stage: "full",
    expiresAt,
  });

  it("removes sessions that have expired, and no live one", async () => {
    const expired = session(daysAgo(1));
    const live = session(new Date(now.getTime() + DAY));
    await ctx.database.db.insert(loginSession).values([expired, live]);
    const removed = await ctx.retention.run(now);
    expect(removed["expired-sessions"]).toBe(1);
    const left = await ctx.database.db
      .select({ tokenHash: loginSession.tokenHash })
      .from(loginSession)
      .where(inArray(loginSession.tokenHash, [expired.tokenHash, live.tokenHash]));
    expect(left).toEqual([{ tokenHash: live.tokenHash }]);
  });

  it("removes login history older than its period", async () => {
    const attempt = (occurredAt: Date, displayUserId: string) => ({
      tenantId: school.tenant.id,
      displayUserId,
      step: "password",
      succeeded: 1,
      ip: "192.0.2.1",
      occurredAt,
    });
    await ctx.database.db
      .insert(loginAttempt)
      .values([attempt(daysAgo(31), "old-login"), attempt(daysAgo(29), "recent-login")]);
    await ctx.retention.run(now);
    const left = await ctx.database.db
      .select({ displayUserId: loginAttempt.displayUserId })
      .from(loginAttempt)
      .where(inArray(loginAttempt.displayUserId, ["old-login", "recent-login"]));
    expect(left).toEqual([{ displayUserId: "recent-login" }]);
  });

  it("removes finished job runs and their effects, but keeps a job that may still run", async () => {
    const run = (status: "succeeded" | "failed" | "retrying", finishedAt: Date | null) => ({
      id: crypto.randomUUID(),
      queue: "test.retention",
      status,
      finishedAt,
      tenantId: school.tenant.id,
    });
    const oldDone = run("succeeded", daysAgo(11));
    const oldFailed = run("failed", daysAgo(40));
    const recentDone = run("succeeded", daysAgo(9));
    const stillRetrying = run("retrying", null);
    await ctx.database.db.insert(jobRun).values([oldDone, oldFailed, recentDone, stillRetrying]);
    await ctx.database.db.insert(jobEffect).values([
      { jobId: oldDone.id, effectKey: "charge", createdAt: daysAgo(11) },
      { jobId: stillRetrying.id, effectKey: "charge", createdAt: daysAgo(20) },
    ]);

    const removed = await ctx.retention.run(now);
    expect(removed["job-runs"]).toBe(3); // two runs and one effect
    const runs = await ctx.database.db
      .select({ id: jobRun.id })
      .from(jobRun)
      .where(inArray(jobRun.id, [oldDone.id, oldFailed.id, recentDone.id, stillRetrying.id]));
    expect(runs.map((r) => r.id).sort()).toEqual([recentDone.id, stillRetrying.id].sort());
    const effects = await ctx.database.db
      .select({ jobId: jobEffect.jobId })
      .from(jobEffect)
      .where(inArray(jobEffect.jobId, [oldDone.id, stillRetrying.id]));
    expect(effects).toEqual([{ jobId: stillRetrying.id }]);
  });

  it("removes audit rows older than their period", async () => {
    const row = (summary: string, occurredAt: Date) => ({
      tenantId: school.tenant.id,
      actorDisplayId: "system",
      action: "test retention",
      summary,
      occurredAt,
    });
    await ctx.database.db
      .insert(auditLog)
      .values([row("古い変更", daysAgo(366)), row("新しい変更", daysAgo(364))]);
    await ctx.retention.run(now);
    const left = await ctx.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, "test retention"));
    expect(left).toEqual([{ summary: "新しい変更" }]);
  });

  it("deletes in batches until nothing matches", async () => {
    const ids = Array.from({ length: 7 }, () => crypto.randomUUID());
    await ctx.database.db
      .insert(jobRun)
      .values(ids.map((id) => ({ id, queue: "test.batches", status: "failed" as const })));
    const removed = await deleteInBatches(
      ctx.database.db,
      jobRun,
      jobRun.id,
      eq(jobRun.queue, "test.batches"),
      {
        batchSize: 3,
      },
    );
    expect(removed).toBe(7);
    expect(await ctx.database.db.select().from(jobRun).where(eq(jobRun.queue, "test.batches"))).toEqual([]);
  });

  it("stops between batches when the job is told to stop", async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(ctx.retention.run(now, stop.signal)).rejects.toThrow();
  });

  it("runs nightly as a job in Tokyo time", async () => {
    await ctx.retention.schedule();
    const { rows } = await ctx.database.executeSql(
      "select cron, options->>'tz' as tz from pgboss.schedule where name = $1",
      [RETENTION_JOB],
    );
    expect(rows).toEqual([{ cron: RETENTION_CRON, tz: "Asia/Tokyo" }]);

    const expired = session(new Date(Date.now() - DAY));
    await ctx.database.db.insert(loginSession).values(expired);
    const id = (await ctx.jobs.enqueue(RETENTION_JOB, {}, { tenantId: null }))!;
    const run = await waitUntil(async () => {
      const seen = await ctx.jobs.getJobRun(null, id);
      return seen?.status === "succeeded" ? seen : undefined;
    });
    expect(run.result).toMatchObject({
      "expired-sessions": 1,
      "operation-logs": 0,
      "uncommitted-imports": 0,
    });
  });
});
